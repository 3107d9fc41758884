import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

/** How long one command may take: tsx compiles the server before it starts, which a busy 2-core machine slows. */
const COMMAND_TIMEOUT_MS = 120_000;

/**
 * The bound of a test that runs commands one after the other: each took over 20 s under CI's load, so the
 * default 60 s of a test is too short for two or three of them; each is still bounded on its own.
 */
export const commandsTimeout = (commands: number) => commands * COMMAND_TIMEOUT_MS;

/**
 * A command of the server (a script under src/) as its own process on the embedded database in `dataDir`, never
 * PostgreSQL, whatever this process's DATABASE_URL.
 */
export function runServerCommand(
  script: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      TSX,
      [script],
      { cwd: SERVER_ROOT, env: childEnv, timeout: COMMAND_TIMEOUT_MS },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}
