import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, iconPath, iconPng } from './app-icons.ts';
import { appBootAssets, firstScreenAssets, selectAppShell } from './app-shell.ts';
import { BACKGROUND_COLOUR, THEME_COLOUR, WEB_MANIFEST } from './web-manifest.ts';

const BUILT_INDEX = `<!doctype html><html><head>
<link rel="icon" href="./favicon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="./assets/index-Bj.js"></script>
<link rel="modulepreload" crossorigin href="./assets/react-Br.js">
<link rel="stylesheet" crossorigin href="./assets/index-uf.css">
<link rel="manifest" href="./manifest.webmanifest"></head><body></body></html>`;

describe('the app shell the service worker precaches', () => {
  it('is the first screen’s scripts and styles, as index.html names them', () => {
    expect([...firstScreenAssets(BUILT_INDEX)].sort()).toEqual(['assets/index-Bj.js', 'assets/index-uf.css', 'assets/react-Br.js']);
  });

  it('keeps index.html, the icons and the manifest, and leaves route chunks to first use', () => {
    const entries = ['index.html', 'favicon.svg', 'icons/icon-192.png', 'manifest.webmanifest', 'assets/index-Bj.js', 'assets/react-Br.js', 'assets/index-uf.css', 'assets/records-screen-Bd.js', 'assets/es-DZ.js'].map(
      (url) => ({ url, revision: null }),
    );
    const kept = selectAppShell(entries, BUILT_INDEX).map((entry) => entry.url);
    expect(kept).toEqual(['index.html', 'favicon.svg', 'icons/icon-192.png', 'manifest.webmanifest', 'assets/index-Bj.js', 'assets/react-Br.js', 'assets/index-uf.css']);
  });
});

describe('the app the entry loads (ADR 046)', () => {
  const ENTRY = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./app-boot-Ab.js","./react-Br.js","./app-boot-Cd.css","./landing-boot-Ef.js"])))=>i.map(i=>d[i]);' +
    'g=()=>{h&&m(()=>import(`./app-boot-Ab.js`).then(e=>e.bootApp(h)),__vite__mapDeps([0,1,2]),import.meta.url)};' +
    'h&&s(window.location.hash)?m(()=>import(`./landing-boot-Ef.js`).then(e=>e.bootLanding(h,g)),__vite__mapDeps([3]),import.meta.url):g();';

  it('is part of the shell: its scripts and styles, and not a landing page’s', () => {
    expect([...appBootAssets(ENTRY)].sort()).toEqual(['assets/app-boot-Ab.js', 'assets/app-boot-Cd.css', 'assets/react-Br.js']);
    const entries = ['index.html', 'assets/index-Bj.js', 'assets/app-boot-Ab.js', 'assets/app-boot-Cd.css', 'assets/react-Br.js', 'assets/landing-boot-Ef.js'].map((url) => ({ url, revision: null }));
    expect(selectAppShell(entries, BUILT_INDEX, appBootAssets(ENTRY)).map((e) => e.url)).not.toContain('assets/landing-boot-Ef.js');
  });
});

describe('the web app manifest', () => {
  it('makes the app installable: names, standalone, relative start and scope, 192 and 512 icons', () => {
    expect(WEB_MANIFEST).toMatchObject({ name: 'Lendline', short_name: 'Lendline', display: 'standalone', start_url: './', scope: './' });
    const sizes = WEB_MANIFEST.icons!.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(sizes).toEqual(['192x192', '512x512']);
    expect(WEB_MANIFEST.icons!.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('takes its colours from the app’s stylesheet and page', () => {
    const css = readFileSync(join(import.meta.dirname, '../src/app/global.css'), 'utf8');
    expect(css).toContain(`--brand: ${THEME_COLOUR};`);
    expect(css).toContain(`--page: ${BACKGROUND_COLOUR};`);
    const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
  });
});

describe('the icons', () => {
  it.each(ICON_SIZES)('draws a %i px PNG: brand colour around a white letter', (size) => {
    const png = iconPng(size);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(size);
    expect(png.readUInt32BE(20)).toBe(size);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    const row = 1 + size * 3;
    expect(pixels.length).toBe(row * size);
    const pixel = (x: number, y: number) => [...pixels.subarray(y * row + 1 + x * 3, y * row + 4 + x * 3)];
    expect(pixel(0, 0)).toEqual([0x0a, 0x6b, 0x4f]);
    // Inside the letter's upright: x 10-14, y 8-24 of the favicon's 32-unit grid.
    expect(pixel(Math.round((12 * size) / 32), Math.round((16 * size) / 32))).toEqual([255, 255, 255]);
    expect(iconPath(size)).toBe(`icons/icon-${size}.png`);
  });
});
