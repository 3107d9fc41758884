import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import type { Rollup } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Tests that need a module graph of their own: the start-up of the catalogues (what i18next has loaded before the
 * first screen) and a file that replaces a module with vi.mock, which must not reach another file's screens.
 */
const FRESH_START_TESTS = ['src/shared/i18n/i18n.test.tsx', 'src/features/verification/pre-scrutiny-page.test.tsx'];

/**
 * Rollup folds chunks under 60 KB that have no side effects when run (Mantine's components, the words, the queries)
 * into a chunk loaded with them: the sign-in route came in 47 files and the inbox in 104, each a request a slow
 * mobile link waits on (issue 17: Lighthouse mobile, login 84 → 91, inbox 64 → 79). Nothing runs sooner or
 * otherwise: only side-effect-free chunks are folded. The console builds with Vite 7 and Rollup; this file's types
 * are Vitest's Vite 8 (Rolldown, which has no such option), hence Rollup's own type (from Vite 7) and a plain record.
 */
const BUILD_OUTPUT: Record<string, unknown> = { experimentalMinChunkSize: 60_000 } satisfies Rollup.OutputOptions;

const GENERATED = fileURLToPath(new URL('./src/shared/graphql/generated', import.meta.url));

export default defineConfig({
  plugins: [
    react({
      // Each graphql(…) call becomes an import of its document (codegen.ts): the generated map of every operation
      // (gql.ts, each operation's text a second time) stays out of the bundle (issue 17 §4).
      babel: { plugins: [[babelOptimizerPlugin, { artifactDirectory: GENERATED, gqlTagName: 'graphql' }]] },
    }),
    // A brotli and a gzip copy beside each file, sent as they are by the server (issue 17 §4): no compressing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    // Zod behind its jitless switch (zod-jitless.ts): the CSP (script-src 'self') refuses Zod's eval probe.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/graphql': 'http://localhost:8080', '/api': 'http://localhost:8080' },
  },
  // The footer's "Last updated" (GIGW 3.0): the day this console was built (features/shell/build-date.d.ts).
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  // The manifest maps each route's entry to the chunks and CSS it loads, for the bundle bench (bench/bundle-bench.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rollupOptions: { output: BUILD_OUTPUT },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Screens are driven like an officer would, click by click; on a busy 2-core CI machine that takes seconds.
    testTimeout: 60_000,
    // Every core, as the server's and the domain's tests (packages/server/vitest.config.ts says why): 80 → 56 s here.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // One page and one module graph per worker, reused file after file: a fresh jsdom, Mantine and the
        // catalogues for each of 45 files cost most of the suite (issue 21 §5: 110 s → under a minute).
        // test-setup.ts puts back what a file may change (storage, language, toasts) after every test.
        test: { name: 'screens', include: ['src/**/*.test.{ts,tsx}'], exclude: FRESH_START_TESTS, isolate: false },
      },
      { extends: true, test: { name: 'fresh start', include: FRESH_START_TESTS } },
    ],
  },
});
