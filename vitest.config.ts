import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, five projects: the pure domain, the tools, the web app and the staff console in
// happy-dom, and the server through HTTP injection against a real database (PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set, as CI does).
/** Whether this run names the server project alone (`npm run test:integration`). */
function onlyServerProject(): boolean {
  const projects = process.argv.flatMap((arg, i) => (arg === '--project' ? [process.argv[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
  return projects.length > 0 && projects.every((name) => name === 'server');
}

export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is a single worker on a two-core machine, and
    // the PostgreSQL pass spends most of its time waiting on the server, not the CPU: measured on
    // two cores, the server tests take 400 s instead of 520 on PGlite with two workers, and 281 s
    // instead of 579 on PostgreSQL with four.
    // Four only for the server tests on PostgreSQL: CI sets TEST_DATABASE_URL for the whole of
    // `npm test`, and the CPU-bound unit projects gain nothing from more workers than cores.
    maxWorkers: Math.max(process.env.TEST_DATABASE_URL && onlyServerProject() ? 4 : 2, availableParallelism() - 1),
    projects: [
      './packages/domain/vitest.config.ts',
      './tools/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './apps/console/vitest.config.ts',
      './ops/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          // Absolute: the project's root is apps/server (knip reads the path from this file's folder).
          globalSetup: [fileURLToPath(new URL('./apps/server/test/pglite-image.ts', import.meta.url))],
          environment: 'node',
          // Each file builds its own app on its own database (useTestApp), and no file mocks a
          // module, so a worker imports the server once for all its files instead of once per
          // file: that import was a third of the run (about 2 s a file, ~120 files).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
