import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tools', include: ['eslint/test/**/*.test.ts', 'docs/test/**/*.test.ts', 'bundles/test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
