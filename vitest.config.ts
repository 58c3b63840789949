import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, three projects: the pure domain, the web app in happy-dom, and the server
// through HTTP injection against a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL
// is set, as CI does).
export default defineConfig({
  test: {
    projects: [
      './packages/domain/vitest.config.ts',
      './tools/vitest.config.ts',
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          // Absolute: the project's root is apps/server (knip reads the path from this file's folder).
          globalSetup: [fileURLToPath(new URL('./apps/server/test/pglite-image.ts', import.meta.url))],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
