import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics.ts';

/**
 * The metrics on their own port (METRICS_PORT, ADR 090), bound to METRICS_HOST (127.0.0.1 by
 * default): never reachable through the public proxy, so no token to keep; Prometheus, or an
 * agent on the same machine, scrapes it. Only GET /metrics answers.
 */
export async function listenMetrics(metrics: Metrics, at: { port: number; host: string }, log: { error(obj: object, msg: string): void }): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain', 'x-content-type-options': 'nosniff' }).end('not found\n');
      return;
    }
    metrics.render().then(
      (body) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'metrics exposition failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
