import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledCommandsTimeout, compileServerAsInImage, type TCompiledServer } from '../testing/compiled-server';
import { REPOSITORY_FOLDER } from './paths';

let server: TCompiledServer;
let dataDir: string;
let production: Record<string, string>;
/** As docs/DEPLOYMENT.md has an operator make them: `openssl rand -hex 32`. */
const randomSecret = () => randomBytes(32).toString('hex');

beforeAll(async () => {
  server = await compileServerAsInImage();
  dataDir = await mkdtemp(join(tmpdir(), 'anumati-operator-'));
  // As the image runs them (NODE_ENV=production), on a throwaway embedded database instead of PostgreSQL.
  production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'storage'),
    AUTH_SECRET: randomSecret(),
    PLATFORM_API_KEY: randomSecret(),
    STORAGE_SECRET: randomSecret(),
    AUDIT_KEY: randomSecret(),
    PUBLIC_CONSOLE_URL: 'https://bpass.telangana.example',
    SMS_SINK: 'http',
    SMS_GATEWAY_URL: 'https://sms.example/send',
  };
}, compiledCommandsTimeout(1));
afterAll(async () => {
  await server.remove();
  await rm(dataDir, { recursive: true, force: true });
});

// Issue 50: the image holds dist/ and no src/, so every command docs/DEPLOYMENT.md gives an operator must be compiled.
describe('the operator commands of the image', () => {
  it(
    'run compiled, in production, from an empty data folder: migrate, create-officer, unlock-officer, deadlines, audit:verify',
    async () => {
      // `npm run migrate` is what a production start that finds a migration pending tells the operator to run.
      const migrated = await server.npm(['migrate'], production);
      expect(migrated.stderr).toBe('');
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain('Applied: 0000_init');

      const created = await server.run(
        'create-officer-command',
        [
          ...['--username', 'commissioner.ghmc', '--first-name', 'Lakshmi', '--last-name', 'Reddy'],
          ...['--mobile', '9848012345', '--role', 'Municipal Commissioner'],
        ],
        { ...production, OFFICER_PASSWORD: 'Godavari-bridge-at-dawn-1987' },
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toMatch(/^Officer commissioner\.ghmc created \(id \d+\)\./);

      const unlocked = await server.run('unlock-officer-command', ['--username', 'commissioner.ghmc'], production);
      expect(unlocked.code).toBe(0);
      expect(unlocked.stdout).toContain('Sign-in unlocked for commissioner.ghmc.');

      const deadlines = await server.run('deadlines-command', [], production);
      expect(deadlines.code).toBe(0);
      expect(deadlines.stdout).toContain('Deadlines applied:');

      // The officer's creation and the unlock are the trail's two events.
      const verified = await server.run('audit-verify-command', [], production);
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain('Audit trail intact: 2 events');
    },
    compiledCommandsTimeout(5),
  );

  it('include every command docs/DEPLOYMENT.md, compose.yaml and the Dockerfile name', async () => {
    const named = new Set<string>();
    for (const file of ['docs/DEPLOYMENT.md', 'compose.yaml', 'Dockerfile']) {
      const text = await readFile(join(REPOSITORY_FOLDER, file), 'utf8');
      for (const [, command] of text.matchAll(/packages\/server\/dist\/([\w-]+\.js)/g)) named.add(command ?? '');
    }
    expect(named).toContain('audit-verify-command.js');
    for (const command of named) {
      await expect(access(join(server.appFolder, 'packages/server/dist', command)), command).resolves.toBeUndefined();
    }
  });
});
