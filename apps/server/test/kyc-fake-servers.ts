import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local HTTP server that records each request and answers with `respond`. */
export interface FakeServer {
  url: string;
  requests: Recorded[];
  respond: (req: Recorded) => { status: number; body?: string | Buffer };
  close(): Promise<void>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const fake = { requests: [] as Recorded[], respond: (() => ({ status: 200, body: '' })) as FakeServer['respond'] } as FakeServer;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      fake.requests.push(recorded);
      const answer = fake.respond(recorded);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
