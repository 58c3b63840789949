// A client as a borrower's phone is one: node's own http/https (fetch cannot choose the local
// address or trust a one-off certificate), trusting only the harness's self-signed certificate.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as tlsRequest } from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A loopback address of 127.0.0.0/8 to connect from, so nginx sees a client other than itself. */
  localAddress?: string;
  /** The certificate to trust for https URLs. */
  ca?: string;
  timeoutMs?: number;
}

/** Sends one request on a fresh connection and reads the whole answer. */
export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  const secure = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const req = (secure ? tlsRequest : httpRequest)(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.localAddress,
      agent: false,
      ...(secure ? { ca: options.ca } : {}),
      timeout: options.timeoutMs ?? 15_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within ${options.timeoutMs ?? 15_000} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** `send` to a path of the nginx under test, over HTTPS with its certificate. */
export function httpsRequest(nginx: { httpsUrl: string; caCertPem: string }, path: string, options: SendOptions = {}): Promise<Answer> {
  return send(`${nginx.httpsUrl}${path}`, { ...options, ca: nginx.caCertPem });
}

/** Sends `chunks` of a body one every `everyMs` (a phone uploading over a slow network), then reads the answer. */
export function sendSlowly(url: string, options: SendOptions & { chunks: Buffer[]; everyMs: number }): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const length = options.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const req = tlsRequest(url, {
      method: options.method ?? 'POST',
      headers: { ...options.headers, 'content-length': String(length) },
      localAddress: options.localAddress,
      agent: false,
      ca: options.ca,
    }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    let next = 0;
    const timer = setInterval(() => {
      const chunk = options.chunks[next++];
      if (chunk) req.write(chunk);
      if (next >= options.chunks.length) {
        clearInterval(timer);
        req.end();
      }
    }, options.everyMs);
  });
}
