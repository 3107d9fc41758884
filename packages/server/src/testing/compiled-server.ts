import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REPOSITORY_ROOT = resolve(SERVER_ROOT, '../..');
const TSX = join(REPOSITORY_ROOT, 'node_modules/.bin/tsx');

/** How long one compiled command may take: a busy 2-core machine slows the embedded database's first start. */
const COMMAND_TIMEOUT_MS = 120_000;

/** The bound of a test that runs commands one after the other, each bounded on its own. */
export const compiledCommandsTimeout = (commands: number) => commands * COMMAND_TIMEOUT_MS;

type TCommandResult = { code: number; stdout: string; stderr: string };

/**
 * The server compiled and laid out as the image holds it (Dockerfile): `<app>/package.json`,
 * `<app>/packages/server/{package.json,dist,drizzle}` and `<app>/node_modules` (here a link to the repository's),
 * with no src/ and no TypeScript loader. Built into a folder of its own, so a cluster running the repository's
 * dist/ is left alone.
 */
export type TCompiledServer = {
  appFolder: string;
  /** Runs `node packages/server/dist/<command>.js …args` from the application folder, as `docker run` would. */
  run: (command: string, args: string[], env: Record<string, string>) => Promise<TCommandResult>;
  /** Runs `npm run <script> …` from the application folder: the package scripts the image's operator calls. */
  npm: (args: string[], env: Record<string, string>) => Promise<TCommandResult>;
  remove: () => Promise<void>;
};

export async function compileServerAsInImage(): Promise<TCompiledServer> {
  const folder = await mkdtemp(join(tmpdir(), 'anumati-image-'));
  const appFolder = join(folder, 'app');
  const serverFolder = join(appFolder, 'packages/server');
  await mkdir(serverFolder, { recursive: true });
  const built = await execute(TSX, ['scripts/build-server.ts', join(serverFolder, 'dist')], SERVER_ROOT, {});
  if (built.code !== 0) throw new Error(`The server's build failed: ${built.stderr}`);
  await cp(join(REPOSITORY_ROOT, 'package.json'), join(appFolder, 'package.json'));
  await cp(join(SERVER_ROOT, 'package.json'), join(serverFolder, 'package.json'));
  await cp(join(SERVER_ROOT, 'drizzle'), join(serverFolder, 'drizzle'), { recursive: true });
  await symlink(join(REPOSITORY_ROOT, 'node_modules'), join(appFolder, 'node_modules'));
  return {
    appFolder,
    run: (command, args, env) =>
      execute(process.execPath, [join(serverFolder, 'dist', `${command}.js`), ...args], appFolder, env),
    npm: (args, env) => execute('npm', ['run', '--silent', ...args], appFolder, env),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/**
 * A command of the compiled server on the embedded database, never PostgreSQL whatever this process's DATABASE_URL,
 * and with neither Vitest's NODE_ENV nor its loader options.
 */
function execute(file: string, args: string[], cwd: string, env: Record<string, string>): Promise<TCommandResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  return new Promise((resolvePromise) => {
    execFile(file, args, { cwd, env: childEnv, timeout: COMMAND_TIMEOUT_MS }, (error, stdout, stderr) => {
      resolvePromise({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A port free on this machine now (the operating system's choice), for a server started as its own process. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolvePromise) => probe.listen(0, '127.0.0.1', resolvePromise));
  const address = probe.address();
  await new Promise((resolvePromise) => probe.close(resolvePromise));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type TRunningServer = { url: string; output: () => string; stop: () => Promise<number | null> };

/**
 * `node packages/server/dist/main.js` from the application folder on a free port, resolved once it answers
 * `/health/live` (it listens only when its start has prepared the database); rejected with everything it printed
 * when it exits before that.
 */
export async function startCompiledServer(
  server: TCompiledServer,
  env: Record<string, string>,
): Promise<TRunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: server.appFolder, env: childEnv });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolvePromise) =>
    child.once('exit', (code) => resolvePromise((exitCode = code))),
  );
  while (!(await answers(`${url}/health/live`))) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}) before it answered:\n${output}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
  return {
    url,
    output: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
