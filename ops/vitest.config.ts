import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests that run the BUILT server (apps/server/dist) as real processes with nginx and
// PostgreSQL: one file at a time, they share ports, CPU and the machine's PostgreSQL binaries.
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
