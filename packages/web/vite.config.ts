import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

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
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Screens are driven like an officer would, click by click; on a busy 2-core CI machine that takes seconds.
    testTimeout: 60_000,
  },
});
