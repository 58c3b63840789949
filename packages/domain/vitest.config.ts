import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Pure functions and no module mocks: one import of the domain per worker instead of one per
    // file, which was two thirds of the project's time (33 s to 12 s on two cores, issue 21).
    isolate: false,
    // The property tests walk thousands of generated loans day by day: about 1.5 s alone, but
    // over 5 s (vitest's default) when they share two cores with the other unit projects in CI.
    testTimeout: 20_000,
  },
});
