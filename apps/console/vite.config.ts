import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:8080';

/**
 * The staff console (issue 22, ADR 075): its own build, served by the server under /console/
 * with its own strict CSP. Nothing here is shared with the borrower app's build, so the
 * borrower's first load cannot grow with the console.
 */
export default defineConfig({
  root,
  // Absolute: the server serves this build at /console/, and only there.
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser staff use supports modulepreload: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the data library change less often than the console: cached across releases.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/staff': server } },
  preview: { proxy: { '/staff': server } },
});
