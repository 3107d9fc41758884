import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file, inside the data folder (PGlite accepts a file of ours beside its own). */
export const LOCK_FILE_NAME = 'anumati.lock';

export type TLockHolder = { pid: number; hostname: string; command: string; since: string };

/** Another live process holds the embedded database: this one must not open it. */
export class DataFolderLockedError extends Error {
  readonly folder: string;
  readonly holder: TLockHolder;

  constructor(folder: string, holder: TLockHolder) {
    const elsewhere = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid}${elsewhere} (${holder.command}, since ` +
        `${holder.since}): one process at a time may open it. Stop that process first, or give every process ` +
        `the same PostgreSQL server (DATABASE_URL). If no such process runs, delete ${join(folder, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataFolderLockedError';
    this.folder = folder;
    this.holder = holder;
  }
}

export type TDataFolderLock = { release: () => Promise<void> };

/** A lock file being written (created, not yet filled) is given this long before it counts as stale. */
const UNFINISHED_GRACE_MS = 2000;

function isAlive(holder: TLockHolder): boolean {
  // A process on another machine (a shared folder) cannot be checked: it is taken as alive.
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): TLockHolder | null {
  try {
    const parsed = JSON.parse(text) as Partial<TLockHolder>;
    if (!Number.isInteger(parsed.pid) || typeof parsed.hostname !== 'string') return null;
    return {
      pid: parsed.pid ?? 0,
      hostname: parsed.hostname,
      command: String(parsed.command ?? 'unknown'),
      since: String(parsed.since ?? '?'),
    };
  } catch {
    return null;
  }
}

/**
 * Moves a stale lock out of the way. Two processes may judge the same file stale at once: the file is renamed
 * aside (atomic), and if what was moved is not the stale lock that was judged (another process's fresh one), it is
 * linked back.
 */
async function removeStale(path: string, staleText: string): Promise<void> {
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  try {
    await rename(path, aside);
  } catch {
    return;
  }
  const moved = await readFile(aside, 'utf8').catch(() => '');
  if (moved !== staleText) await link(aside, path).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/**
 * Takes the embedded database's folder for this process (issue 15 item 6): an O_EXCL lock file holding the
 * process id, the host, the command and the time. A second process is refused with DataFolderLockedError naming
 * the holder; a lock whose process is gone (killed, crashed) is stale and taken over. Released by `release` and,
 * failing that, when the process exits.
 */
export async function lockDataFolder(folder: string, command: string): Promise<TDataFolderLock> {
  const absolute = resolve(folder);
  await mkdir(absolute, { recursive: true });
  const path = join(absolute, LOCK_FILE_NAME);
  const mine = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    command,
    since: new Date().toISOString(),
  } satisfies TLockHolder);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(mine);
      } finally {
        await handle.close();
      }
      return heldLock(path, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) continue;
    const holder = parseHolder(text);
    if (holder && isAlive(holder)) throw new DataFolderLockedError(absolute, holder);
    if (!holder) {
      const age = await stat(path).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age < UNFINISHED_GRACE_MS) {
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
        continue;
      }
    }
    await removeStale(path, text);
  }
  throw new Error(`Could not lock ${absolute}: its lock file keeps changing`);
}

function heldLock(path: string, mine: string): TDataFolderLock {
  const isMine = () => {
    try {
      return readFileSync(path, 'utf8') === mine;
    } catch {
      return false;
    }
  };
  const onExit = () => {
    if (isMine()) unlinkSync(path);
  };
  process.once('exit', onExit);
  return {
    release: async () => {
      process.removeListener('exit', onExit);
      if (isMine()) await unlink(path).catch(() => undefined);
    },
  };
}
