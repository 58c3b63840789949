// The shipped nginx site read as text, and run by Debian's nginx in front of a stand-in
// upstream: what it says about the API must match the domain's endpoint table, and it must load.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_NAME, ENDPOINTS, encryptPath, ERRORS } from '@lendline/domain';
import { nginxMissing, renderSite, SITE_TEMPLATE, startNginx, type RunningNginx } from '../harness/nginx.ts';
import { httpsRequest } from '../harness/client.ts';

const site = readFileSync(SITE_TEMPLATE, 'utf8');

/** The ciphertexts the conf's sign-in map lists for /api/. */
function signInCiphertexts(): string[] {
  const line = site.split('\n').find((text) => text.includes('POST /api/'));
  const match = line?.match(/\(\?:([0-9A-F|]+)\)/);
  return match?.[1]?.split('|') ?? [];
}

describe('deploy/nginx/lendline.conf as text', () => {
  it('limits every sign-in and code call of the API (POST, no token, auth module) under the default package name, and nothing else', () => {
    const signInCalls = ENDPOINTS.filter((endpoint) => endpoint.method === 'POST' && !endpoint.auth && endpoint.module === 'auth');
    expect(signInCalls.map((endpoint) => endpoint.path).sort()).toEqual(['/security/getVerifyCode', '/security/login', '/security/register']);
    expect(signInCiphertexts().sort()).toEqual(signInCalls.map((endpoint) => encryptPath(endpoint.path, DEFAULT_PACKAGE_NAME)).sort());
    expect(site).toContain(`    ${DEFAULT_PACKAGE_NAME} 1;`);
  });

  it('renders with every placeholder filled and one upstream line per instance', () => {
    const rendered = renderSite(site, {
      upstreams: ['10.0.0.1:8080', '10.0.0.2:8080', '10.0.0.3:8080'],
      httpsListen: '443', httpListen: '80', httpsPort: 443, serverName: 'lendline.example.ng',
      cert: '/etc/ssl/lendline.pem', key: '/etc/ssl/private/lendline.key',
      accessLog: '/var/log/nginx/lendline.access.log', errorLog: '/var/log/nginx/lendline.error.log',
    });
    expect(rendered).not.toMatch(/__[A-Z_]+__/);
    expect(rendered.match(/^\s*server 10\.0\.0\.\d:8080 max_fails=1 fail_timeout=5s;$/gm)).toHaveLength(3);
    expect(() => renderSite('server __NEW_THING__;', { ...{ upstreams: ['a:1'] } } as never)).toThrow(/__NEW_THING__/);
  });

  it('renders the same with the install command of docs/operations.md', () => {
    const docs = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const install = docs.slice(docs.indexOf('## Putting it on servers')).match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
    const sedLines: string[] = [];
    for (const line of install.split('\n').map((text) => text.trim())) {
      if (sedLines.length > 0 || line.startsWith('sed ')) sedLines.push(line);
      if (line.includes('> /etc/nginx/sites-available/lendline.conf')) break;
    }
    const scratch = mkdtempSync(path.join(tmpdir(), 'lendline-sed-'));
    const output = path.join(scratch, 'lendline.conf');
    try {
      const command = sedLines.join('\n').replace('> /etc/nginx/sites-available/lendline.conf', `> ${output}`);
      const run = spawnSync('bash', ['-c', command], { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(readFileSync(output, 'utf8')).toBe(renderSite(site, {
        upstreams: ['127.0.0.1:8081', '127.0.0.1:8082'],
        httpsListen: '443', httpListen: '80', httpsPort: 443, serverName: 'lendline.example.ng',
        cert: '/etc/letsencrypt/live/lendline.example.ng/fullchain.pem', key: '/etc/letsencrypt/live/lendline.example.ng/privkey.pem',
        accessLog: '/var/log/nginx/lendline.access.log', errorLog: '/var/log/nginx/lendline.error.log',
      }));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('answers its own API refusals in the envelope of the domain\'s codes, with no text (the app translates the code)', () => {
    const named = (name: string) => new RegExp(`location @${name} \\{[^}]*return (\\d{3}) '([^']*)';`).exec(site);
    const limited = named('api_rate_limited');
    const tooLarge = named('api_body_too_large');
    expect(limited?.[1]).toBe('429');
    expect(JSON.parse(limited![2]!)).toEqual({ code: ERRORS.RATE_LIMITED.code, data: null, msg: '' });
    expect(tooLarge?.[1]).toBe('413');
    expect(JSON.parse(tooLarge![2]!)).toEqual({ code: ERRORS.BODY_TOO_LARGE.code, data: null, msg: '' });
    expect(site).toContain('error_page 429 = @api_rate_limited;');
    expect(site).toContain('error_page 413 = @api_body_too_large;');
  });

    it('never lets nginx retry a request that is not idempotent', () => {
    const retries = site.split('\n').filter((line) => /^\s*proxy_next_upstream\s/.test(line));
    expect(retries).toHaveLength(1);
    expect(retries[0]).not.toContain('non_idempotent');
  });
});

describe.skipIf(nginxMissing() !== null)(`the site under nginx in front of a stand-in instance (${nginxMissing() ?? 'nginx present'})`, () => {
  let upstream: Server;
  let nginx: RunningNginx;
  const seen: { xff: string | undefined; proto: string | undefined }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push({ xff: req.headers['x-forwarded-for'] as string | undefined, proto: req.headers['x-forwarded-proto'] as string | undefined });
      // One of the security headers set by the "instance": nginx must not add its own beside it.
      res.setHeader('x-frame-options', 'SAMEORIGIN');
      res.end('ok');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The second instance refuses connections: GETs go to the first.
    nginx = await startNginx({ upstreams: [`127.0.0.1:${port}`, '127.0.0.1:1'] });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('adds a security header only where the instance did not send it, and replaces a forged X-Forwarded-For', async () => {
    const answer = await httpsRequest(nginx, '/anything', { headers: { 'x-forwarded-for': '203.0.113.9' }, localAddress: '127.0.0.7' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(seen.at(-1)).toEqual({ xff: '127.0.0.7', proto: 'https' });
  });

  it('reloads a changed site', async () => {
    await nginx.reload();
    expect((await httpsRequest(nginx, '/after-reload')).status).toBe(200);
  });
});
