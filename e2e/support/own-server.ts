import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_START_TIMEOUT_MS, TEST_SERVER_ENV } from './server-env';

/**
 * A second server for the few tests that need a configuration the shared one (playwright.config.ts) does not have,
 * for example OTP_LENGTH=6. It runs the same command as the shared server on its own port and its own fresh
 * embedded database (seeded with the demo data on first start), and is stopped with its whole process group.
 */
export type TOwnServer = { baseUrl: string; stop: () => Promise<void> };

/** The shared server's port plus 100, unless E2E_SECOND_PORT says otherwise. */
export const SECOND_SERVER_PORT = Number(process.env.E2E_SECOND_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 100);

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    // The npm → tsx → node chain shares the group started below: one signal reaches the server itself.
    process.kill(-child.pid, 'SIGTERM');
  });
}

export async function startOwnServer(env: Record<string, string>, port = SECOND_SERVER_PORT): Promise<TOwnServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await isHealthy(baseUrl)) throw new Error(`Port ${port} is already serving: set E2E_SECOND_PORT to a free port`);
  // A prepared (already seeded) database may be named, as E2E_DATA_DIR does for the shared server; it is kept (the
  // test command, scripts/test-e2e.sh, names a copy of the shared one and removes it afterwards).
  const preparedDir = process.env.E2E_SECOND_DATA_DIR;
  const dataDir = preparedDir ?? mkdtempSync(join(tmpdir(), 'anumati-e2e-own-'));
  let stderr = '';
  const child = spawn('npm', ['run', 'serve', '--prefix', '..'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...TEST_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir, ...env },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    await stopGroup(child);
    if (!preparedDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const giveUpAt = Date.now() + SERVER_START_TIMEOUT_MS;
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() > giveUpAt) {
      await stop();
      throw new Error(`The second server did not start on port ${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}
