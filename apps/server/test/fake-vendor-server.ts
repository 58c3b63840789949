import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * How long an adapter under test waits for a fake vendor: long enough for an ordinary answer on
 * a loaded two-core CI machine (300 ms was not, once four test workers shared it), short enough
 * that each "hang" test gives up in two seconds.
 */
export const VENDOR_TIMEOUT_MS = 2_000;

/** What a fake's route answers: status and JSON (or raw text, for broken bodies), `hang` (never answers, for timeouts) or `reset`. */
export type FakeAnswer = { status: number; json: unknown } | { status: number; text: string } | 'hang' | 'reset';

export interface FakeVendorServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A JSON vendor stand-in on 127.0.0.1 and a random port; `route` decides each answer. */
export async function startFakeVendor(route: (req: RecordedRequest) => FakeAnswer): Promise<FakeVendorServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        body = {}; // not JSON: the adapter sent something wrong, which tests assert
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = route(recorded);
      if (answer === 'hang') return;
      if (answer === 'reset') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end('text' in answer ? answer.text : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
