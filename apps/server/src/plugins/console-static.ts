import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The staff console's own policy (issue 22, ADR 075), stricter than the borrower app's: its
 * scripts and styles from this origin only, images from here or drawn in the page, calls to
 * this origin only; no fonts, manifest or worker of any kind (default-src 'none'), never framed.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built console (apps/console/dist) under /console/: index.html never stored (it names the
 * current hashes, and a signed-in screen must not be kept by a shared computer's cache), the
 * content-hashed assets cached for a year. The console has no service worker. Without a build,
 * nothing is registered and /console/ answers the usual 404.
 */
export async function registerConsole(app: FastifyInstance, consoleDist: string): Promise<void> {
  const index = join(consoleDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ consoleDist }, 'staff console not built; /console/ answers 404');
    return;
  }
  const html = readFileSync(index, 'utf8');
  await app.register(async (scope) => {
    // After the app-wide headers (ADR 026): this scope's answers, files and errors alike, carry the console's policy.
    scope.addHook('onRequest', (_request, reply, done) => {
      reply.header('content-security-policy', CONSOLE_CSP);
      done();
    });
    await scope.register(fastifyStatic, {
      root: consoleDist,
      prefix: '/console/',
      // The borrower app's registration owns reply.sendFile; this one serves its own route only.
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
    const sendIndex = (_request: unknown, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    scope.get('/console/', sendIndex);
    scope.get('/console/index.html', sendIndex);
    // The build's URLs are relative to /console/: without the slash they would miss.
    scope.get('/console', (_request, reply) => reply.redirect('/console/', 301));
  });
}
