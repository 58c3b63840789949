import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MARKETS, pageDescription, type MarketId } from '@lendline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A market's guest home prerendered at build time (ADR 058; the web build's `prerendered/home-<market>.json`). */
export interface PrerenderedHome {
  lang: string;
  css: string[];
  html: string;
  /** Each landing page as first drawn, and their stylesheets' text (ADR 065). */
  landings?: Record<string, string>;
  landingCss?: string;
}

/**
 * The landing pages after the root, each an inert template with its styles (ADR 065):
 * `first-paint.js` moves the one an advert's link names into the root before the first paint,
 * and no other visitor's page lays them out or loads their styles.
 */
function landingTemplates(home: PrerenderedHome): string {
  const style = home.landingCss ? `<style>${home.landingCss.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  return Object.entries(home.landings ?? {})
    .map(([page, markup]) => `<template id="landing-${escapeAttribute(page)}">${style}${markup}</template>`)
    .join('');
}

/**
 * The prerendered guest home in the document (issue 20, ADR 058): its stylesheets linked in the
 * head (the markup paints styled, with nothing to shift), the first-paint check before them (a
 * signed-in borrower, another route or another chosen language never sees this markup), and the
 * markup inside the root, which the app then hydrates; the landing pages beside it. Only when it
 * is in the document's language.
 */
function withPrerenderedHome(html: string, lang: string, home: PrerenderedHome | undefined): string {
  if (!home || home.lang !== lang || !html.includes('<div id="root"></div>')) return html;
  const head = [`<script src="./first-paint.js"></script>`, ...home.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)];
  return html
    .replace(/<html /, () => '<html data-prerendered="yes" ')
    .replace(/([ \t]*)<\/head>/, (_whole, indent: string) => `${head.map((line) => `${indent}  ${line}\n`).join('')}${indent}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${home.html}</div>${landingTemplates(home)}`);
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

/**
 * The document's own inline styles (the landing pages', ADR 065) as Content-Security-Policy
 * hashes: the policy allows exactly these, and no other inline style (ADR 026).
 */
function styleHashes(shell: string): string[] {
  const hashes = new Set<string>();
  for (const [, css = ''] of shell.matchAll(/<style>([\s\S]*?)<\/style>/g)) hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  return [...hashes];
}

/** The shell, compressed once at start as the build's files are: br, then gzip, then as it is. */
export function shellSender(shell: string) {
  const body = Buffer.from(shell);
  const allowed = styleHashes(shell).join(' ');
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(body, { level: 9 });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const policy = reply.getHeader('content-security-policy');
    if (allowed && typeof policy === 'string') reply.header('content-security-policy', policy.replace("style-src 'self'", `style-src 'self' ${allowed}`));
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(body);
  };
}
