import { resolve } from 'node:path';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** An http(s) URL with a host: what every vendor's base URL must look like. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/.test(value);
/** A base URL without its trailing slashes, so paths join with one. */
export const trimUrl = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');
/** A PEM key or certificate from one environment line: a literal \n stands for a newline. */
export const pem = (value: string | undefined) => (value ?? '').replace(/\\n/g, '\n');

export function parseInteger(value: string | undefined, min: number, max: number): Parsed<number> {
  if (value === undefined || !/^\d+$/.test(value)) return { ok: false, problem: `must be a whole number (got "${value ?? ''}")` };
  const n = Number(value);
  if (n < min || n > max) return { ok: false, problem: `must be between ${min} and ${max} (got ${n})` };
  return { ok: true, value: n };
}

export function parseBoolean(value: string | undefined): Parsed<boolean> {
  if (value === 'true' || value === '1') return { ok: true, value: true };
  if (value === 'false' || value === '0' || value === undefined) return { ok: true, value: false };
  return { ok: false, problem: `must be true or false (got "${value}")` };
}

/** Fastify's trustProxy accepts a boolean, a hop count or a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): Parsed<boolean | number | string[]> {
  if (value === undefined || value === 'true' || value === 'false') return parseBoolean(value);
  if (/^\d+$/.test(value)) return { ok: true, value: Number(value) };
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length > 0 && list.every((s) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s))) return { ok: true, value: list };
  return { ok: false, problem: `must be true, false, a hop count or addresses (got "${value}")` };
}

/**
 * A list of web origins (CSP_CONNECT_SRC): comma- or space-separated http(s) origins, each
 * reduced to scheme://host[:port]. A path would read as a narrower rule than CSP gives.
 */
export function parseOrigins(value: string | undefined): Parsed<string[]> {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const origins: string[] = [];
  for (const item of items) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || !/^https?:$/.test(url.protocol) || item.replace(/\/+$/, '') !== url.origin) {
      return { ok: false, problem: `must be http(s) origins such as https://api.example.com (got "${item}")` };
    }
    origins.push(url.origin);
  }
  return { ok: true, value: origins };
}

/**
 * Where relative paths start: the directory the user launched from. `npm start` at the repo
 * root runs the server script inside apps/server, but npm passes the original directory as
 * INIT_CWD, so ./data still means the repo's ./data.
 */
export function launchDirectory(): string {
  return process.env.INIT_CWD || process.cwd();
}

export function resolveFromCwd(path: string): string {
  return resolve(launchDirectory(), path);
}
