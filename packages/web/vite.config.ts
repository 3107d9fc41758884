import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/graphql': 'http://localhost:8080', '/api': 'http://localhost:8080' },
  },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Screens are driven like an officer would, click by click; on a busy 2-core CI machine that takes seconds.
    testTimeout: 60_000,
  },
});
