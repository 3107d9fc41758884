import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every core, as the server's and the console's tests (packages/server/vitest.config.ts says why).
    maxWorkers: '100%',
  },
});
