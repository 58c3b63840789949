import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaystackPayoutProvider } from '../src/providers/payout/paystack/paystack-payout.ts';

/** A local stand-in for Paystack's `GET /bank/resolve`, recording what it was asked. */
let server: Server;
let url = '';
const seen: { url: string; authorization: string | undefined }[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void;

const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
// Paystack's documented success body.
const RESOLVED = { status: true, message: 'Account number resolved', data: { account_number: '0001234567', account_name: 'Doe Jane Loren', bank_id: 9 } };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));
beforeEach(() => {
  seen.length = 0;
  answer = json(200, RESOLVED);
});

const provider = (timeoutMs?: number) => createPaystackPayoutProvider({ secretKey: 'sk_test_abc', baseUrl: url }, timeoutMs);
const resolve = (timeoutMs?: number) => provider(timeoutMs).resolveAccount({ bankCode: '058', accountNumber: '0001234567' });

describe('Paystack account resolution', () => {
  it('calls GET /bank/resolve with the number, bank code and secret key', async () => {
    expect(await resolve()).toEqual({ ok: true, accountName: 'Doe Jane Loren' });
    expect(seen).toEqual([{ url: '/bank/resolve?account_number=0001234567&bank_code=058', authorization: 'Bearer sk_test_abc' }]);
  });

  it.each([
    ['an unresolvable account (422)', json(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' }), 'not_found'],
    ['an unresolvable account (400)', json(400, { status: false, message: 'Unknown bank code: 999' }), 'not_found'],
    ['a rejected key (401)', json(401, { status: false, message: 'Invalid key' }), 'unavailable'],
    ['rate limiting (429)', json(429, { status: false, message: 'Too many requests' }), 'unavailable'],
    ['a server error', json(500, { status: false }), 'unavailable'],
    ['a 200 without a name', json(200, { status: true, data: { account_name: '' } }), 'unavailable'],
    ['a body that is not JSON', (_req: IncomingMessage, res: ServerResponse) => res.end('<html>'), 'unavailable'],
  ])('maps %s to %s', async (_name, handler, reason) => {
    answer = handler;
    expect(await resolve()).toEqual({ ok: false, reason });
  });

  it('gives up after its timeout', async () => {
    answer = () => undefined; // never answers
    expect(await resolve(100)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('answers unavailable when nothing listens', async () => {
    const closed = createPaystackPayoutProvider({ secretKey: 'k', baseUrl: 'http://127.0.0.1:1' });
    expect(await closed.resolveAccount({ bankCode: '058', accountNumber: '0001234567' })).toEqual({ ok: false, reason: 'unavailable' });
  });
});
