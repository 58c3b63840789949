import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dojahVerifyResult } from '../src/providers/kyc/dojah/dojah-fns.ts';
import { createDojahKyc } from '../src/providers/kyc/dojah/dojah-kyc.ts';
import type { IdentityCheck } from '../src/providers/kyc/types.ts';
import { startFakeServer, type FakeServer } from './kyc-fake-servers.ts';

const image = (text: string) => ({ jpeg: Buffer.from(text), width: 10, height: 10, brightness: 128 });
const check = (idType: IdentityCheck['idType'], idNumber: string): IdentityCheck => ({ idType, idNumber, selfie: image('selfie'), idFront: image('front') });

/** Dojah's documented success body for NIN + selfie (docs.dojah.io, "Verify NIN with selfie image"). */
const ninMatch = (match: boolean) =>
  JSON.stringify({ entity: { first_name: 'John', last_name: 'Doe', nin: '70123456789', selfie_verification: { confidence_value: match ? 99.9 : 12.5, match } } });

describe('dojahVerifyResult', () => {
  it.each([
    [200, ninMatch(true), { ok: true, value: { fullName: 'John Doe' } }],
    [200, ninMatch(false), { ok: false, reason: 'face_mismatch' }],
    [200, JSON.stringify({ entity: { selfie: { confidence_value: 95, match: true } } }), { ok: true, value: {} }],
    [200, JSON.stringify({ entity: {} }), { ok: false, reason: 'invalid_response' }],
    [200, '<html>', { ok: false, reason: 'invalid_response' }],
    [400, '{"error":"Invalid NIN"}', { ok: false, reason: 'not_found' }],
    [404, '{"error":"NIN not found"}', { ok: false, reason: 'not_found' }],
    [401, '{"error":"Unauthorized"}', { ok: false, reason: 'misconfigured' }],
    [429, '', { ok: false, reason: 'unavailable' }],
    [502, '', { ok: false, reason: 'unavailable' }],
  ])('status %i %s', (status, body, expected) => {
    expect(dojahVerifyResult(status, body)).toEqual(expected);
  });
});

describe('the Dojah adapter against a local fake speaking its API', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const dojah = () => createDojahKyc({ appId: 'app-123', secretKey: 'test_sk_abc', baseUrl: fake.url });

  it('sends a NIN and the bare base64 selfie to POST /api/v1/kyc/nin/verify with AppId and the raw secret', async () => {
    fake.respond = () => ({ status: 200, body: ninMatch(true) });
    expect(await dojah().verifyIdentity(check('nin', '70123456789'))).toEqual({ ok: true, value: { fullName: 'John Doe' } });
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', url: '/api/v1/kyc/nin/verify' });
    expect(req!.headers).toMatchObject({ appid: 'app-123', authorization: 'test_sk_abc', 'content-type': 'application/json' });
    expect(JSON.parse(req!.body.toString())).toEqual({ nin: '70123456789', selfie_image: Buffer.from('selfie').toString('base64') });
  });

  it('matches other documents photo-to-selfie through POST /api/v1/kyc/photoid/verify', async () => {
    fake.respond = () => ({ status: 200, body: JSON.stringify({ entity: { selfie: { confidence_value: 20, match: false } } }) });
    expect(await dojah().verifyIdentity(check('passport', 'A12345678'))).toEqual({ ok: false, reason: 'face_mismatch' });
    expect(fake.requests[0]!.url).toBe('/api/v1/kyc/photoid/verify');
    expect(JSON.parse(fake.requests[0]!.body.toString())).toEqual({
      photoid_image: Buffer.from('front').toString('base64'),
      selfie_image: Buffer.from('selfie').toString('base64'),
    });
  });

  it('reports an unreachable Dojah as unavailable', async () => {
    const down = createDojahKyc({ appId: 'a', secretKey: 's', baseUrl: 'http://127.0.0.1:1' });
    expect(await down.verifyIdentity(check('nin', '70123456789'))).toEqual({ ok: false, reason: 'unavailable' });
  });
});
