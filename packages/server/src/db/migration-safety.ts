/**
 * Expand and contract (issue 50 §4): during a rolling upgrade the previous release's servers run against the new
 * schema, so a release never removes or changes what the previous release reads or writes. What a migration may
 * not do unannounced: drop or rename a table, column, function, view or type, change a column's type, or make a
 * column required that old servers do not fill. Such a statement is allowed only in the release after the one
 * that stopped using the object, and says so on the line before it:
 *
 *   -- contract: unused since release 2026-12-02
 *   ALTER TABLE "x" DROP COLUMN "y";
 *
 * naming a release already shipped (drizzle/releases.json) whose code no longer uses the object.
 */
const CONTRACTING_STATEMENTS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'drops a table', pattern: /\bDROP\s+TABLE\b/i },
  { what: 'drops a column', pattern: /\bDROP\s+COLUMN\b/i },
  { what: 'drops a function', pattern: /\bDROP\s+(?:FUNCTION|PROCEDURE)\b/i },
  { what: 'drops a view', pattern: /\bDROP\s+(?:MATERIALIZED\s+)?VIEW\b/i },
  { what: 'drops a type', pattern: /\bDROP\s+TYPE\b/i },
  { what: 'renames', pattern: /\bRENAME\b/i },
  { what: "changes a column's type", pattern: /\bALTER\s+COLUMN\s+"?\w+"?\s+(?:SET\s+DATA\s+)?TYPE\b/i },
  { what: 'makes a column required', pattern: /\bSET\s+NOT\s+NULL\b/i },
  {
    what: 'adds a required column without a default',
    pattern: /\bADD\s+COLUMN\s+(?:(?!\bDEFAULT\b|;)[^,;])*\bNOT\s+NULL\b(?![^,;]*\bDEFAULT\b)/i,
  },
];
const ANNOUNCEMENT = /--\s*contract:\s*unused since release\s+(\S+)\s*$/i;

export type TRelease = { name: string; lastMigration: string };
export type TMigrationProblem = { migration: string; statement: string; problem: string };

/** The statements of a migration (drizzle's breakpoints), each with the comment lines right above it. */
function statementsOf(text: string): { comments: string[]; code: string }[] {
  return text.split('--> statement-breakpoint').map((part) => {
    const lines = part.split('\n');
    return {
      comments: lines.filter((line) => line.trim().startsWith('--')).map((line) => line.trim()),
      code: lines
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    };
  });
}

/**
 * The contracting statements of the migrations not yet shipped (after the last release's last migration) that
 * do not name a shipped release as the one that stopped using their object. `migrations` in the journal's order.
 */
export function unannouncedContractions(
  migrations: readonly { tag: string; sql: string }[],
  releases: readonly TRelease[],
): TMigrationProblem[] {
  const lastShipped = releases.at(-1)?.lastMigration;
  const firstPending = lastShipped ? migrations.findIndex((migration) => migration.tag === lastShipped) + 1 : 0;
  const shipped = new Set(releases.map((release) => release.name));
  return migrations.slice(firstPending).flatMap((migration) =>
    statementsOf(migration.sql).flatMap(({ comments, code }) => {
      const contracting = CONTRACTING_STATEMENTS.find(({ pattern }) => pattern.test(code));
      if (!contracting) return [];
      const release = comments.map((line) => ANNOUNCEMENT.exec(line)?.[1]).find(Boolean);
      if (release && shipped.has(release)) return [];
      return [
        {
          migration: migration.tag,
          statement: code.split('\n')[0] ?? code,
          problem: release
            ? `${contracting.what}, naming release ${release}, which has not shipped`
            : `${contracting.what} without "-- contract: unused since release <a shipped release>"`,
        },
      ];
    }),
  );
}
