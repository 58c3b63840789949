import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Below this an answer goes as it is: a few hundred bytes fit in the first TCP segment either
 * way, and brotli's and gzip's own framing eats most of what they would save on short JSON
 * (an error envelope of ~120 B grows). 512 B is what a phone on 2G notices, not less.
 */
export const COMPRESSION_FLOOR_BYTES = 512;

/** Text answers only: images, fonts, archives and PDFs are compressed already. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml|problem\+json)|image\/svg\+xml)/i;

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * The encoding to answer with by Accept-Encoding (RFC 9110 §12.5.3): the highest q among br and
 * gzip, brotli on a tie (smaller for the same CPU at the quality used below); `*` stands for
 * either; q=0 refuses. Null: send it as it is.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const q: Record<string, number> = {};
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const parsed = weight === undefined ? 1 : Number(weight.slice(2));
    q[name.trim()] = Number.isFinite(parsed) ? parsed : 0;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Per-request compression settings: brotli quality 4 and gzip level 6 cost tens of
 * microseconds on a few KB of JSON (quality 11, used for build assets, costs milliseconds)
 * and still take a product list to a fifth of its size.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { ...BROTLI_OPTIONS, params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** Adds Accept-Encoding to a Vary header value without repeating it. */
export function varyWithEncoding(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (!text) return 'accept-encoding';
  if (text.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(text)) return text;
  return `${text}, accept-encoding`;
}
