import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_PACKAGE_NAME } from '@lendline/domain';
import type { Clock } from '../../shared/clock.ts';
import type { Logger } from 'pino';
import { compressBody, COMPRESSION_FLOOR_BYTES, negotiateEncoding, type Encoding } from '../compression-fns.ts';
import type { SecurityHeaders } from '../security-headers.ts';
import { languageOf } from './envelope.ts';

/** One way of sending an entry: as it is, or compressed. */
interface Variant {
  /**
   * Kept as a string: Node sends a string body and the headers in one write, while a Buffer
   * goes out as a two-part writev (measured: the difference is most of the gap to a bare server).
   * A compressed body is held as a latin1 string, which maps each byte to one character and
   * so goes out in the same single write.
   */
  body: string;
  bodyEncoding: 'utf8' | 'latin1';
  /**
   * The whole header list, built once per entry: a flat [name, value, …] list that Node takes
   * without walking an object's keys, with the browser security headers (ADR 026) with and
   * without HSTS. A hit copies one and writes its request id into slot 1.
   */
  head: readonly string[];
  secureHead: readonly string[];
}

interface Entry {
  identity: Variant;
  /** Compressed once when the entry is made (ADR 060), absent under the floor or when no smaller. */
  br?: Variant;
  gzip?: Variant;
  path: string;
  expiresAt: number;
}

/** Only `?timestamp=<seconds>`: any other parameter could change the answer. */
const TIMESTAMP_ONLY = /^timestamp=\d{1,13}$/;
const HEX = /^[0-9A-Fa-f]{32,1024}$/;
const MAX_ENTRIES = 256;

/**
 * A micro-cache for public reads that every visitor asks for (the product list on the home
 * screen). The first request goes through the whole pipeline and its success envelope is
 * kept per (app, ciphertext, language) for a few seconds; until then the same request is
 * answered from the raw socket with the same bytes and headers, skipping routing and hooks.
 * Nothing with a token, a body or parameters beyond the timestamp is ever served from here.
 *
 * Hits are counted per path and reported as one line a period (ADR 021), not one access line
 * each: they are anonymous repeats of one public answer, and their line cost a cached read
 * more than everything else it does. Each hit is still observed in the request histogram.
 */
export interface PublicReadCache {
  /** Called by the dispatcher with a success envelope of a path registered as cacheable. */
  remember(request: { headers: IncomingMessage['headers']; hex: string; path: string }, body: string, seconds: number): void;
  /** Answers `req` from the cache and returns true, or returns false for the full pipeline. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Logs, per path, the hits since the last report, then starts counting again. */
  report(): void;
  /** Hits since the server started, all paths (for tests and metrics). */
  totalHits(): number;
}

const keyOf = (headers: IncomingMessage['headers'], hex: string) =>
  `${single(headers.packagename) || DEFAULT_PACKAGE_NAME}\n${hex.toUpperCase()}\n${languageOf(headers.lang)}`;

export function createPublicReadCache(deps: {
  now: Clock;
  log: Logger;
  security: SecurityHeaders;
  /** The request id of an answer (logging.ts's requestIdGenerator: a trusted proxy's, else made). */
  requestId: (req: IncomingMessage) => string;
  /** Each hit into the request histogram (ADR 090): a cached answer is still an answer the borrower waited for. */
  observe?: (path: string, seconds: number) => void;
}): PublicReadCache {
  const entries = new Map<string, Entry>();
  const hits = new Map<string, number>();
  let total = 0;
  let countingSince = deps.now().getTime();

  return {
    remember(request, body, seconds) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const variant = (content: string, bodyEncoding: Variant['bodyEncoding'], encoding?: Encoding): Variant => {
        const head = [
          'x-request-id', '', // filled per hit
          'content-type', 'application/json; charset=utf-8',
          'cache-control', 'no-store',
          'vary', 'accept-encoding',
          ...(encoding ? ['content-encoding', encoding] : []),
          'content-length', String(Buffer.byteLength(content, bodyEncoding)),
        ];
        return { body: content, bodyEncoding, head: [...head, ...deps.security.plain], secureHead: [...head, ...deps.security.secure] };
      };
      const compressed = (encoding: Encoding): Variant | undefined => {
        const plain = Buffer.from(body);
        if (plain.length < COMPRESSION_FLOOR_BYTES) return undefined;
        const packed = compressBody(plain, encoding);
        return packed.length < plain.length ? variant(packed.toString('latin1'), 'latin1', encoding) : undefined;
      };
      entries.set(keyOf(request.headers, request.hex), {
        identity: variant(body, 'utf8'),
        br: compressed('br'),
        gzip: compressed('gzip'),
        path: request.path,
        expiresAt: deps.now().getTime() + seconds * 1000,
      });
    },

    serve(req, res) {
      const started = process.hrtime.bigint();
      if (req.method !== 'GET' || req.headers.authorization !== undefined) return false;
      const url = req.url ?? '';
      if (!url.startsWith('/api/')) return false;
      const mark = url.indexOf('?');
      if (mark === -1 || !TIMESTAMP_ONLY.test(url.slice(mark + 1))) return false;
      const hex = url.slice(5, mark);
      if (!HEX.test(hex)) return false;
      const entry = entries.get(keyOf(req.headers, hex));
      if (!entry || entry.expiresAt <= deps.now().getTime()) return false;

      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const variant = (encoding && entry[encoding]) || entry.identity;
      const head = (deps.security.isHttps(req) ? variant.secureHead : variant.head).slice();
      // A client's or proxy's id is echoed, so a report from the field can still be matched.
      head[1] = deps.requestId(req);
      res.writeHead(200, head);
      res.end(variant.body, variant.bodyEncoding);
      hits.set(entry.path, (hits.get(entry.path) ?? 0) + 1);
      total += 1;
      deps.observe?.(entry.path, Number(process.hrtime.bigint() - started) / 1e9);
      return true;
    },

    report() {
      const at = deps.now().getTime();
      const seconds = Math.round((at - countingSince) / 1000);
      for (const [path, count] of hits) deps.log.info({ path, cachedHits: count, seconds }, 'cached reads served');
      hits.clear();
      countingSince = at;
    },

    totalHits: () => total,
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
