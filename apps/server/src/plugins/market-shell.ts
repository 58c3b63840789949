import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MARKETS, pageDescription, type MarketId } from '@lendline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A market's guest home prerendered at build time (ADR 058; the web build's `prerendered/home-<market>.json`). */
export interface PrerenderedHome {
  lang: string;
  css: string[];
  html: string;
}

/**
 * The prerendered guest home in the document (issue 20, ADR 058): its stylesheets linked in the
 * head (the markup paints styled, with nothing to shift), the first-paint check before them (a
 * signed-in borrower, another route or another chosen language never sees this markup), and the
 * markup inside the root, which the app then hydrates. Only when it is in the document's language.
 */
function withPrerenderedHome(html: string, lang: string, home: PrerenderedHome | undefined): string {
  if (!home || home.lang !== lang || !html.includes('<div id="root"></div>')) return html;
  const head = [`<script src="./first-paint.js"></script>`, ...home.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)];
  return html
    .replace(/<html /, () => '<html data-prerendered="yes" ')
    .replace(/([ \t]*)<\/head>/, (_whole, indent: string) => `${head.map((line) => `${indent}  ${line}\n`).join('')}${indent}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${home.html}</div>`);
}

/**
 * The built index.html as this server's market serves it (issue 19, ADR 049): the document names
 * the market (`<meta name="lendline-market">`), so a guest's first screen, its language and its
 * legal texts are the market's, never the build's default; it is in the market's language and
 * carries home's description for search results. A document without `</head>` is left as it is.
 */
export function marketShell(html: string, market: MarketId, home?: PrerenderedHome): string {
  if (!html.includes('</head>')) return html;
  const lang = MARKETS[market].defaultLanguage;
  const meta = [
    `<meta name="lendline-market" content="${market}">`,
    `<meta name="description" content="${escapeAttribute(pageDescription(market, lang, 'home'))}">`,
  ];
  // Functions, not replacement strings: a "$1,000.00" in a description is money, not a group.
  const shell = html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/([ \t]*)<\/head>/, (_whole, indent: string) => `${meta.map((line) => `${indent}  ${line}\n`).join('')}${indent}</head>`);
  return withPrerenderedHome(shell, lang, home);
}

/** The shell, compressed once at start as the build's files are: br, then gzip, then as it is. */
export function shellSender(shell: string) {
  const body = Buffer.from(shell);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(body, { level: 9 });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(body);
  };
}
