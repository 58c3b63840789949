import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { Window } from 'happy-dom';
import { createServer, type Plugin, type Rolldown } from 'vite';
import type * as GuestHome from '../src/prerender/guest-home.tsx';
import type * as LandingPages from '../src/prerender/landing-pages.ts';
import { appDefine } from './define.ts';

const MARKETS = ['NG', 'MX'] as const;

/** What the server puts in the document it sends for a market (apps/server market-shell.ts). */
export interface PrerenderedHome {
  /** The language the markup is in: the market's own. */
  lang: string;
  /** The app's stylesheets, linked in the head so the markup paints styled. */
  css: string[];
  /** The inside of `<div id="root">`. */
  html: string;
  /** Each landing page as first drawn, in the same language (ADR 065). */
  landings: Record<string, string>;
  /** The landing pages' stylesheets' text, which the document carries inside their copies. */
  landingCss: string;
}

const LANDING_ENTRY = /[\\/]features[\\/]landing[\\/]landing-boot\.ts$/;

/**
 * The stylesheets a chunk needs before it runs: its own and those of every chunk it imports,
 * but for the entry's, which the document links already.
 */
function stylesOf(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return [];
  seen.add(fileName);
  const own = [...(chunk.viteMetadata?.importedCss ?? [])];
  return [...new Set([...chunk.imports.flatMap((file) => stylesOf(bundle, file, seen)), ...own])];
}

/** A browser-like global scope for the app's modules (storage, location, document). */
function installDom(): () => void {
  const window = new Window({ url: 'https://lendline.invalid/' });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'history', 'navigator'] as const;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of names) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true, writable: true });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
    void window.happyDOM.close();
  };
}

/**
 * Issue 20 (ADR 058): after the build, the guest home of each market prerendered with React's
 * static prerender (`src/prerender/guest-home.tsx`, loaded through Vite so it is the same code
 * as the bundle), written to `prerendered/home-<market>.json` with the stylesheets the app
 * loads (the server links them in the head). Runs before the precompress plugin's step.
 */
export function prerenderGuestHomes(): Plugin {
  let outDir = '';
  let root = '';
  let css: string[] = [];
  let landingCss: string[] = [];
  return {
    name: 'lendline:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // The stylesheets of what the entry loads for the app (app-boot): home's styles. The
      // entry's own are in index.html already.
      const found = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'app-boot') continue;
        for (const file of chunk.viteMetadata?.importedCss ?? []) found.add(`./${file}`);
      }
      if (found.size > 0) css = [...found];
      const landing = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => LANDING_ENTRY.test(id)));
      if (landing?.type === 'chunk') landingCss = stylesOf(bundle, landing.fileName);
    },
    async closeBundle() {
      const restore = installDom();
      const server = await createServer({
        root,
        configFile: false,
        define: appDefine,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        await mkdir(join(outDir, 'prerendered'), { recursive: true });
        const guestHome = (await server.ssrLoadModule('/src/prerender/guest-home.tsx')) as typeof GuestHome;
        const landingPages = (await server.ssrLoadModule('/src/prerender/landing-pages.ts')) as typeof LandingPages;
        const styles = (await Promise.all(landingCss.map((file) => readFile(join(outDir, file), 'utf8')))).join('');
        for (const market of MARKETS) {
          const { html, lang } = await guestHome.prerenderGuestHome(market);
          const landings = await landingPages.prerenderLandingPages(market);
          const home: PrerenderedHome = { lang, css, html, landings, landingCss: styles };
          await writeFile(join(outDir, 'prerendered', `home-${market}.json`), JSON.stringify(home));
        }
      } finally {
        await server.close();
        restore();
      }
    },
  };
}
