import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_START_TIMEOUT_MS, TEST_SERVER_ENV } from './support/server-env';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * One server, one freshly seeded embedded database, shared by every browser test of the run: the folder the test
 * command seeded beside the build (scripts/test-e2e.sh), else an empty one the server seeds on start. The runner
 * makes that one and removes it when it exits; its workers load this file too, inherit the runner's environment and
 * find it made (each used to make an empty folder of its own, and the seeded one, 82 MB, stayed in /tmp).
 */
function dataFolder(): string {
  const prepared = process.env.E2E_DATA_DIR;
  if (prepared) return prepared;
  const made = mkdtempSync(join(tmpdir(), 'anumati-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  return made;
}
const dataDir = dataFolder();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, traced (`trace` below), and a test that passes only the second time still fails
  // the run: a flaky test is a defect, as without retries.
  retries: 1,
  failOnFlakyTests: true,
  // CI runs on 2 cores that may be busy, and the embedded database serves every worker from one thread: the
  // bounds catch a hang, never a slow machine (a report screen took over 10 s there under the walks' load).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    // An action waits at most as long as two assertions: a click on a button that never enables used to wait out
    // the walk's whole 20 minutes (CI, 6 Dec: the single-window walk) with nothing said about why.
    actionTimeout: 60_000,
    // A failed test's second run keeps its trace: actions, network, console and a DOM snapshot of each step; the
    // first run's failure keeps its error, the page's accessibility snapshot and a screenshot. Tracing every run
    // recorded a DOM snapshot at every action of every passing test, only to throw it away. Without the screencast:
    // recording its frames took a third (the inbox and report tests: 7.2–7.4 min with it, 4.4 min without).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    // The console's service worker (issue 53) is the field-inspection tests' own subject; elsewhere it would answer
    // the console's files from its cache, out of reach of a test's page.route (notes.spec.ts drops the editor's
    // chunk), and every test's fresh browser would download the whole precache (3.5 MB) beside its screens.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium (nothing downloads a browser), as its headless shell: the same Blink without the full
      // browser around it (the whole suite, one run each: 42.6 → 38.5 min of the workers' time). The flags keep it
      // off the closed network.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run serve --prefix ..',
    url: `${BASE_URL}/api/health`,
    timeout: SERVER_START_TIMEOUT_MS,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...TEST_SERVER_ENV, PORT: String(PORT), DATA_DIR: dataDir },
  },
});
