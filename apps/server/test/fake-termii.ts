import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTermiiRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeTermii {
  url: string;
  requests: FakeTermiiRequest[];
  /** How the next requests are answered; default a documented success. */
  respond(handler: (req: FakeTermiiRequest, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** Answers like Termii's "Send message" call: `{ message_id, message, balance, user }`. */
export function termiiSuccess(_req: FakeTermiiRequest, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 'ok', message_id: '9122821270554876574', message: 'Successfully Sent', balance: 9, user: 'Lendline Test' }));
}

/** A local stand-in for Termii on 127.0.0.1 and a random port, recording what it was sent. */
export async function startFakeTermii(): Promise<FakeTermii> {
  const requests: FakeTermiiRequest[] = [];
  let handler = termiiSuccess;
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = {}; // not JSON: the adapter under test sent something wrong, which tests assert
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'], body };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (next) => void (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The six-digit code in the last SMS the fake received. */
export function lastCode(fake: FakeTermii): string {
  const sms = String(fake.requests.at(-1)?.body.sms ?? '');
  const code = /\b(\d{6})\b/.exec(sms)?.[1];
  if (!code) throw new Error(`no code in the last fake Termii SMS: ${sms}`);
  return code;
}
