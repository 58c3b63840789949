import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { appDefine } from './build/define.ts';

export default defineProject({
  define: appDefine,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
