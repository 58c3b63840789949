import { existsSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { MarketId } from '@lendline/domain';
import type { FastifyInstance } from 'fastify';
import { marketShell, shellSender, type PrerenderedHome } from './market-shell.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files whose name stays while their content changes, asked again on every use: index.html names
 * the current hashes; the service worker must be seen at once for a release to reach installed
 * apps (ADR 042); the manifest, so a changed name or icon is not held back for an hour.
 */
const REVALIDATED = ['index.html', 'service-worker.js', 'manifest.webmanifest'];

/**
 * The built web app. Vite names files under /assets/ by content hash, so they are cached
 * for a year; index.html, the service worker and the manifest are revalidated on every load.
 * The build writes .br and .gz beside each file and those are served as they are, except
 * index.html, which is served as this server's market writes it (market-shell.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, market: MarketId): Promise<void> {
  if (!existsSync(webDist)) {
    app.log.warn({ webDist }, 'web app not built; serving a placeholder at /');
    app.get('/', (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(PLACEHOLDER),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders(reply, path) {
      if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
      else if (REVALIDATED.some((name) => basename(path).startsWith(name))) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  const sendShell = shellSender(marketShell(readFileSync(join(webDist, 'index.html'), 'utf8'), market, prerenderedHome(webDist, market)));
  app.get('/', sendShell);
  app.get('/index.html', sendShell);
}

/** The market's guest home as the web build prerendered it (ADR 058); none from an older build. */
function prerenderedHome(webDist: string, market: MarketId): PrerenderedHome | undefined {
  const file = join(webDist, 'prerendered', `home-${market}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedHome) : undefined;
}

// Shown only to a developer who started the server before building the web app.
const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lendline</title></head>
<body><h1>Lendline API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p>
</body></html>`;
