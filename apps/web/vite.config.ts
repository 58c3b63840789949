import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './build/app-icons.ts';
import { appShellTransform } from './build/app-shell.ts';
import { appDefine } from './build/define.ts';
import { firstPaintScript } from './build/first-paint.ts';
import { startChunks } from './build/start-chunks.ts';
import { precompress } from './build/precompress.ts';
import { prerenderGuestHomes } from './build/prerender.ts';
import { WEB_MANIFEST } from './build/web-manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:8080';

export default defineConfig({
  root,
  // Relative asset URLs: the app works from any path, and from a WebView's local copy.
  base: './',
  define: appDefine,
  plugins: [
    react(),
    appIcons(),
    // The service worker and the web app manifest (ADR 042). Our own worker (src/sw), registered
    // by our own code (src/app/register-service-worker.ts): the plugin builds it and lists the shell.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: WEB_MANIFEST,
      injectManifest: {
        // The manifest itself is added by the plugin; the transform keeps only the first screen's assets.
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
        // A classic script: every browser that has service workers can run it.
        rollupFormat: 'iife',
        manifestTransforms: [appShellTransform(fileURLToPath(new URL('dist', import.meta.url)))],
      },
    }),
    firstPaintScript(),
    // Each market's guest home and landing pages, prerendered for the server to send (ADR 058, ADR 065); before precompress.
    prerenderGuestHomes(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we target supports modulepreload; the polyfill would cost first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React changes far less often than our code: its own chunk stays cached across releases.
        // Each way in, the app and an advert's landing page, in as few files as it can be (ADR 065).
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ }, ...startChunks()],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/openapi.json': api } },
  preview: { proxy: { '/api': api, '/openapi.json': api } },
});
