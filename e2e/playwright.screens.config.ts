import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `npm run screens`: the screenshots of docs/SCREENS.md, taken at 1366 × 768 (the officers' laptops, issue 18)
 * from the demo data on the same server the browser tests start. Not part of `npm test`: it writes files.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './screens',
  testMatch: '*.capture.ts',
  workers: 1,
  use: { ...baseConfig.use, viewport: { width: 1366, height: 768 } },
});
