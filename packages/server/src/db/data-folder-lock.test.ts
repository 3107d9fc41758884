import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAuditEvent } from '../modules/audit/audit.repository';
import { commandsTimeout, runServerCommand } from '../testing/server-command';
import { DataFolderLockedError, LOCK_FILE_NAME, lockDataFolder } from './data-folder-lock';
import { openDatabase } from './database';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anumati-lock-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('one writer per embedded database', () => {
  it(
    'the server holds its data folder: another process, or a second opening, is refused with the holder’s PID',
    async () => {
      const server = await openDatabase({ DATA_DIR: folder }, { command: 'server' });
      try {
        const lock = JSON.parse(await readFile(join(folder, LOCK_FILE_NAME), 'utf8'));
        expect(lock).toMatchObject({ pid: process.pid, command: 'server', hostname: hostname() });

        await expect(openDatabase({ DATA_DIR: folder }, { command: 'seed' })).rejects.toThrow(DataFolderLockedError);

        const verify = await runServerCommand('src/modules/audit/audit-verify-command.ts', folder);
        expect(verify.code).toBe(1);
        expect(verify.stderr).toContain(`The embedded database in ${folder} is in use by process ${process.pid}`);
        expect(verify.stderr).toContain('(server, since');

        const deadlines = await runServerCommand('src/modules/deadlines/deadlines-command.ts', folder);
        expect(deadlines.code).toBe(1);
        expect(deadlines.stderr).toContain(`The server is running (process ${process.pid}`);
        expect(deadlines.stderr).toContain('it applies the deadlines itself at start and every 15 minutes');
      } finally {
        await server.close();
      }
      // Closed, the folder is free again, and the lock file is gone.
      await expect(readFile(join(folder, LOCK_FILE_NAME), 'utf8')).rejects.toThrow();
    },
    commandsTimeout(2),
  );

  it(
    'npm run audit:verify on the freed folder: intact (exit 0), then the changed event (exit 1)',
    async () => {
      const handle = await openDatabase({ DATA_DIR: folder }, { command: 'test' });
      try {
        for (const action of ['FIRST', 'SECOND', 'THIRD']) {
          await appendAuditEvent(handle.db, { occurredAt: new Date(), actorKind: 'SYSTEM', action });
        }
      } finally {
        await handle.close();
      }
      const intact = await runServerCommand('src/modules/audit/audit-verify-command.ts', folder);
      expect(intact.stdout).toMatch(/^Audit trail intact: 3 events/);
      expect(intact.code).toBe(0);

      const again = await openDatabase({ DATA_DIR: folder }, { command: 'test' });
      try {
        await again.db.transaction(async (tx) => {
          await tx.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
          await tx.execute(sql`UPDATE audit_events SET action = 'NOTHING' WHERE action = 'SECOND'`);
          await tx.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER USER`);
        });
      } finally {
        await again.close();
      }
      const broken = await runServerCommand('src/modules/audit/audit-verify-command.ts', folder);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toMatch(/^Audit trail broken at event #2 \(CHANGED\)/);
    },
    commandsTimeout(2),
  );

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const staleFolder = await mkdtemp(join(tmpdir(), 'anumati-stale-'));
    try {
      await writeFile(
        join(staleFolder, LOCK_FILE_NAME),
        JSON.stringify({ pid: gone, hostname: hostname(), command: 'server', since: '2026-11-01T00:00:00Z' }),
      );
      const lock = await lockDataFolder(staleFolder, 'seed');
      expect(JSON.parse(await readFile(join(staleFolder, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
        pid: process.pid,
        command: 'seed',
      });
      await lock.release();
    } finally {
      await rm(staleFolder, { recursive: true, force: true });
    }
  });

  it('refuses a lock held from another machine (its process cannot be checked)', async () => {
    const sharedFolder = await mkdtemp(join(tmpdir(), 'anumati-shared-'));
    try {
      await writeFile(
        join(sharedFolder, LOCK_FILE_NAME),
        JSON.stringify({ pid: 1234, hostname: 'other-host', command: 'server', since: '2026-11-01T00:00:00Z' }),
      );
      await expect(lockDataFolder(sharedFolder, 'seed')).rejects.toThrow('in use by process 1234 on other-host');
    } finally {
      await rm(sharedFolder, { recursive: true, force: true });
    }
  });

  it('lets only one of many simultaneous openers win', async () => {
    const raceFolder = await mkdtemp(join(tmpdir(), 'anumati-race-'));
    try {
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) => lockDataFolder(raceFolder, `opener ${index}`)),
      );
      const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect(attempts.filter((attempt) => attempt.status === 'rejected')).toHaveLength(19);
      await (won[0] as PromiseFulfilledResult<{ release: () => Promise<void> }>).value.release();
    } finally {
      await rm(raceFolder, { recursive: true, force: true });
    }
  });
});
