import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appDefine } from './build/define.ts';

export default defineProject({
  define: appDefine,
  plugins: [react()],
  test: {
    name: 'web',
    // A screen test types, clicks and waits for lazy chunks: on two shared cores at load 10+ one
    // passed in 5.0 s, vitest's default limit (2026-11-27). The limit is for a hung test, not a slow one.
    testTimeout: 15_000,
    environment: 'happy-dom',
    // build/: the build's own helpers (the app shell, manifest and icons of ADR 042).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
