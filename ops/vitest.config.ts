import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests that run the BUILT server (apps/server/dist) as real processes with nginx and
// PostgreSQL: one file at a time, since each starts its own processes on a 2-core machine.
export default defineConfig({
  test: {
    name: 'ops',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
