import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../platform/paths';
import type { TDb } from './database';
import { latestAppliedMigrationMillis } from './migrations.repository';

/** drizzle-kit's journal: each migration's tag (0023_…) and folder time, which drizzle's migrator compares. */
type TJournal = { entries: { tag: string; when: number }[] };

/** The shipped migrations the database has not applied yet, by tag (drizzle applies those newer than its last). */
export async function pendingMigrations(db: TDb): Promise<string[]> {
  const applied = await latestAppliedMigrationMillis(db);
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as TJournal;
  return journal.entries.filter((entry) => applied === null || entry.when > applied).map((entry) => entry.tag);
}

/** Why a production start refuses to go on, or null when the schema is current. */
export async function pendingMigrationsProblem(db: TDb): Promise<string | null> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return null;
  return `${pending.length} database migration(s) not applied (${pending.join(', ')}): run \`npm run migrate\` first (docs/DEPLOYMENT.md).`;
}
