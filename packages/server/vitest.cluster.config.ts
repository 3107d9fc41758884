import { defineConfig } from 'vitest/config';

/** The topology test (cluster/): run inside scripts/with-cluster.sh, which starts what it talks to. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
