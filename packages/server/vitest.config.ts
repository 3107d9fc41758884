import { configDefaults, defineConfig } from 'vitest/config';
import { EMBEDDED_ONLY_TEST_FILES } from './src/testing/embedded-only';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // On PostgreSQL (CI's second pass), without the files that never open a test database: the PGlite pass ran them.
    exclude: process.env.DATABASE_URL
      ? [...configDefaults.exclude, ...EMBEDDED_ONLY_TEST_FILES]
      : configDefaults.exclude,
    globalSetup: ['src/testing/global-setup.ts'],
    pool: 'forks',
    // Every core: Vitest's default leaves one to its own process, and on CI's 2 cores that ran the files one at a
    // time (this suite on PGlite: 590 s alone, 439 s with two).
    maxWorkers: '100%',
    // Each worker process runs its files one after the other on the modules it loaded once, instead of a fresh
    // process per file, which loaded the app again for each (the suite on PGlite: 497 s with 112 s of it importing,
    // 356 s with 13 s; 386 s in a shuffled order). Each file opens its own database and closes it; modules keep no
    // state a test relies on (the fixtures' counters only make names unique). A test that needs a fresh module
    // graph goes to a project of its own that isolates, as the console's fresh-start tests do (web's vite.config.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
