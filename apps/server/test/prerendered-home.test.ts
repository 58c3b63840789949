import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

/** A miniature web build with Mexico's guest home prerendered (ADR 058) and none for Nigeria. */
const dist = mkdtempSync(join(tmpdir(), 'lendline-prerender-'));
const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Lendline</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
const LANDING_CSS = '.landing__lead{font-size:18px}';
const MX_HOME = {
  lang: 'es',
  css: ['./assets/app-boot-abc.css'],
  html: '<div class="app"><h2>Puede solicitar un préstamo</h2></div>',
  landings: { yx1: '<div class="app"><p class="landing__lead">Efectivo</p></div>', yx3: '<div class="app"><form class="landing__form"></form></div>' },
  landingCss: LANDING_CSS,
};
mkdirSync(join(dist, 'prerendered'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'prerendered', 'home-MX.json'), JSON.stringify(MX_HOME));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the guest home prerendered at build time (issue 20, ADR 058)', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, MARKET: 'MX' }, resetEachTest: false });

  it('is in the document the market’s server sends, with its styles and the first-paint check in the head', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root">${MX_HOME.html}</div>`);
    expect(res.body).toContain('<html data-prerendered="yes" lang="es">');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<script src="./first-paint.js"></script>');
    expect(head).toContain('<link rel="stylesheet" href="./assets/app-boot-abc.css">');
    // The check runs before the prerender's stylesheets are even asked for.
    expect(head.indexOf('first-paint.js')).toBeLessThan(head.indexOf('app-boot-abc.css'));
    expect(head).toContain('<meta name="lendline-market" content="MX">');
  });

  it('carries each landing page as an inert template with its styles, which the policy allows by their hash alone (ADR 065)', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain(`<div id="root">${MX_HOME.html}</div><template id="landing-yx1"><style>${LANDING_CSS}</style>${MX_HOME.landings.yx1}</template>`);
    expect(res.body).toContain(`<template id="landing-yx3"><style>${LANDING_CSS}</style>${MX_HOME.landings.yx3}</template>`);
    const hash = createHash('sha256').update(LANDING_CSS).digest('base64');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('unsafe-inline');
    // Only the document: every other answer keeps the policy with no inline style at all.
    const other = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(String(other.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});

describe('a market with no prerendered home', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, MARKET: 'NG' }, resetEachTest: false });

  it('is sent the empty root as before: the app renders it', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).not.toContain('first-paint.js');
  });
});
