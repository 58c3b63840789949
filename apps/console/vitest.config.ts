import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    // A screen test types, clicks and waits for lazy chunks: on two shared cores at load 10+ one
    // passed in 5.0 s, vitest's default limit (2026-11-27). The limit is for a hung test, not a slow one.
    testTimeout: 15_000,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
