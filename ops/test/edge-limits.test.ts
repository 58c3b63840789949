// docs/operations.md's "Limits at the edge" against what sets each limit: the nginx site and the
// server's configuration defaults and HTTP timeouts. A figure changed in one place fails here.
import { MAX_UPLOAD_BYTES } from '@lendline/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../apps/server/src/config-variables.ts';
import { HTTP_TIMEOUTS } from '../../apps/server/src/plugins/http-timeouts.ts';
import { limitsTable, nginxFigures } from '../harness/limit-figures.ts';
import { SITE_TEMPLATE } from '../harness/nginx.ts';

const table = limitsTable(readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8'));
const nginx = nginxFigures(readFileSync(SITE_TEMPLATE, 'utf8'));

/** The server's figure for a name the table uses: a config variable's default, an HTTP timeout, the photo limit. */
function serverFigure(name: string): number | undefined {
  if (name in HTTP_TIMEOUTS) return HTTP_TIMEOUTS[name as keyof typeof HTTP_TIMEOUTS];
  if (name === 'MAX_UPLOAD_BYTES') return MAX_UPLOAD_BYTES;
  const variable = CONFIG_VARIABLES.find((candidate) => candidate.name === name);
  return variable?.default === undefined ? undefined : Number(variable.default);
}

describe('the "Limits at the edge" table of docs/operations.md', () => {
  it.each(table.filter((row) => row.side === 'nginx'))('nginx $name: $text', (row) => {
    expect(nginx.get(row.name), `${row.name} is not set in deploy/nginx/lendline.conf`).toBeDefined();
    expect(nginx.get(row.name)).toBe(row.value);
  });

  it.each(table.filter((row) => row.side === 'server'))('server $name: $text', (row) => {
    expect(serverFigure(row.name), `${row.name} is not a server setting`).toBeDefined();
    expect(serverFigure(row.name)).toBe(row.value);
  });

  it('lists every limit the nginx site sets, each once', () => {
    const named = table.filter((row) => row.side === 'nginx').map((row) => row.name);
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual([...nginx.keys()].sort());
    expect(table.filter((row) => row.side === 'server').map((row) => row.name)).toEqual(expect.arrayContaining(Object.keys(HTTP_TIMEOUTS)));
  });
});

describe('nginx and the server agree', () => {
  it('on bodies: nginx passes everything the server accepts, and refuses the rest of the API\'s only by a little', () => {
    expect(nginx.get('client_max_body_size')).toBe(serverFigure('BODY_LIMIT_BYTES'));
    const api = nginx.get('client_max_body_size /api/')!;
    expect(api).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(api).toBeGreaterThanOrEqual(serverFigure('MULTIPART_LIMIT_BYTES')!);
    // The framing of one file and a few fields, not room for a second file.
    expect(api - MAX_UPLOAD_BYTES).toBeLessThanOrEqual(256 * 1024);
  });

  it('on idle connections: nginx gives up on one to an instance before the instance does', () => {
    expect(nginx.get('upstream keepalive_timeout')).toBeLessThan(HTTP_TIMEOUTS.keepAliveTimeout);
  });

  it('on slow clients: the server cuts request headers later than nginx, and lets a slow photo finish', () => {
    expect(HTTP_TIMEOUTS.headersTimeout).toBeGreaterThan(nginx.get('client_header_timeout')!);
    // 5 MB over 2G at about 50 kbit/s (ADR 095).
    expect(HTTP_TIMEOUTS.requestTimeout).toBeGreaterThanOrEqual((5_000_000 * 8 / 50_000) * 1000);
    expect(HTTP_TIMEOUTS.connectionsCheckingInterval).toBeLessThan(HTTP_TIMEOUTS.headersTimeout / 5);
  });
});
