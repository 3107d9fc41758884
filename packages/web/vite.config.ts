import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A brotli and a gzip copy beside each file, sent as they are by the server (issue 17 §4): no compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
    rollupOptions: {
      output: {
        // Zod and the jitless switch (zod-config.ts) in one chunk, which every chunk that builds a schema imports:
        // the switch has run before any schema is built, wherever the bundler puts the schemas (the messages the
        // console translates sit beside them). Otherwise the CSP refuses Zod's eval probe (script-src 'self').
        manualChunks: (id) =>
          id.includes('/node_modules/zod/') || id.endsWith('/src/zod-config.ts') ? 'zod' : undefined,
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Screens are driven like an officer would, click by click; on a busy 2-core CI machine that takes seconds.
    testTimeout: 60_000,
  },
});
