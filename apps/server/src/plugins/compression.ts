import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import {
  compressBody,
  COMPRESSION_FLOOR_BYTES,
  isCompressibleType,
  negotiateEncoding,
  varyWithEncoding,
  type Encoding,
} from './compression-fns.ts';

/**
 * Past this size the work goes to the thread pool: one answer must not hold the event loop
 * for a millisecond or more while other borrowers wait. Under it (every API envelope in
 * practice) a synchronous call is cheaper than the hop to a worker thread and back.
 */
const ASYNC_FROM_BYTES = 64 * 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressLarge(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Every text answer the application builds (API envelopes, the OpenAPI document, error pages)
 * leaves compressed when the client accepts it (issue 20, ADR 060). Not touched: answers that
 * already carry an encoding (the built web app's precompressed files, the shell), streams (the
 * static plugin's files, whose .br and .gz siblings are sent instead), partial content, HEAD,
 * and anything under the floor or with `Cache-Control: no-transform`.
 */
export function installCompression(app: FastifyInstance): void {
  // Callback style, not async: most answers pass through untouched, and an async hook would
  // cost every one of them a promise and a trip through the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !isCompressibleType(reply.getHeader('content-type'))) return done(null, payload);
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.includes('no-transform')) return done(null, payload);
    // The answer differs by Accept-Encoding whatever this client sent, so caches must know.
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_FLOOR_BYTES) return done(null, payload);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const finish = (compressed: Buffer) => {
      if (compressed.length >= body.length) return done(null, payload);
      reply.header('content-encoding', encoding);
      // A length set by the handler was the plain body's; Fastify sets the right one when absent.
      reply.removeHeader('content-length');
      done(null, compressed);
    };
    if (body.length < ASYNC_FROM_BYTES) return finish(compressBody(body, encoding));
    compressLarge(body, encoding).then(finish, (error: unknown) => done(error as Error));
  });
}
