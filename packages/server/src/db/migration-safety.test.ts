import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../platform/paths';
import { unannouncedContractions, type TRelease } from './migration-safety';

const RELEASES: TRelease[] = [{ name: '2026-12-02', lastMigration: '0001_shipped' }];
const SHIPPED = { tag: '0001_shipped', sql: 'DROP FUNCTION old_thing();' };
const check = (...pending: string[]) =>
  unannouncedContractions([SHIPPED, ...pending.map((sql, index) => ({ tag: `000${index + 2}_new`, sql }))], RELEASES);

describe('expand and contract (issue 50 §4)', () => {
  it('lets the shipped migrations be, and adding tables, columns with defaults and indexes pass', () => {
    expect(
      check(
        'CREATE TABLE "a" ("id" integer);--> statement-breakpoint\nALTER TABLE "b" ADD COLUMN "c" text;',
        'ALTER TABLE "b" ADD COLUMN "d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint\nCREATE INDEX "i" ON "b" ("c");',
        'DROP INDEX "old_idx";',
      ),
    ).toEqual([]);
  });

  it.each([
    ['DROP TABLE "notes";', 'drops a table'],
    ['ALTER TABLE "notes" DROP COLUMN "body";', 'drops a column'],
    ['DROP FUNCTION inbox_selective_keys(bigint[]);', 'drops a function'],
    ['ALTER TABLE "notes" RENAME COLUMN "body" TO "text";', 'renames'],
    ['ALTER TABLE "notes" ALTER COLUMN "body" SET DATA TYPE integer;', "changes a column's type"],
    ['ALTER TABLE "notes" ALTER COLUMN "body" SET NOT NULL;', 'makes a column required'],
    ['ALTER TABLE "notes" ADD COLUMN "kind" text NOT NULL;', 'adds a required column without a default'],
  ])('refuses an unannounced %s', (statement, what) => {
    expect(check(statement)).toEqual([
      {
        migration: '0002_new',
        statement,
        problem: `${what} without "-- contract: unused since release <a shipped release>"`,
      },
    ]);
  });

  it('allows a contraction announced for a shipped release, and refuses one naming a release not shipped', () => {
    expect(
      check('-- contract: unused since release 2026-12-02\nDROP FUNCTION inbox_selective_keys(bigint[]);'),
    ).toEqual([]);
    expect(check('-- contract: unused since release 2027-01-15\nDROP TABLE "notes";')).toEqual([
      {
        migration: '0002_new',
        statement: 'DROP TABLE "notes";',
        problem: 'drops a table, naming release 2027-01-15, which has not shipped',
      },
    ]);
  });

  it("finds nothing the previous release uses dropped or changed in this release's migrations", async () => {
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const { releases } = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'releases.json'), 'utf8')) as {
      releases: TRelease[];
    };
    expect(journal.entries.map((entry) => entry.tag)).toContain(releases.at(-1)?.lastMigration);
    const migrations = await Promise.all(
      journal.entries.map(async ({ tag }) => ({
        tag,
        sql: await readFile(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8'),
      })),
    );
    expect(unannouncedContractions(migrations, releases)).toEqual([]);
  });
});
