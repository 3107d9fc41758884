import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    pool: 'forks',
    // Every core: Vitest's default leaves one to its own process, and on CI's 2 cores that ran the files one at a
    // time (this suite on PGlite: 590 s alone, 439 s with two).
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
