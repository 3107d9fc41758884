import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A brotli and a gzip copy beside each file, sent as they are by the server (issue 17 §4): no compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
