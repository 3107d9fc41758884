import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every core, as the server's and the console's tests (packages/server/vitest.config.ts says why).
    maxWorkers: '100%',
    // Pure rules: a worker runs its files one after the other on the modules it loaded once (import was 11.8 of the
    // suite's 23 s in CI with a fresh module graph per file; the tests themselves 3 s). No test mocks a module, fakes
    // the clock or keeps state.
    isolate: false,
  },
});
