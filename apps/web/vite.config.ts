import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appDefine } from './build/define.ts';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:8080';

export default defineConfig({
  root,
  // Relative asset URLs: the app works from any path, and from a WebView's local copy.
  base: './',
  define: appDefine,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we target supports modulepreload; the polyfill would cost first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React changes far less often than our code: its own chunk stays cached across releases.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/openapi.json': api } },
  preview: { proxy: { '/api': api, '/openapi.json': api } },
});
