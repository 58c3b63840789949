import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appDefine } from './build/define.ts';

export default defineProject({
  define: appDefine,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // build/: the build's own helpers (the app shell, manifest and icons of ADR 042).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
