/**
 * Test files that run the same whatever DATABASE_URL says, so CI's second pass of the server suite on PostgreSQL
 * (`scripts/with-postgres.sh npm run test:server`, vitest.config.ts) leaves them out: the first pass, on PGlite,
 * already ran them against the same code and the same database. They test the embedded database itself, the
 * compiled commands (which always run on a data folder: compiled-server.ts, server-command.ts) or no database at all.
 * In the PostgreSQL pass they took about 95 s of the workers' time (6 December 2026), twice the time of the
 * rest of the suite's slowest file.
 *
 * A file belongs here only while it opens no test database: embedded-only.test.ts checks that none of them reaches
 * testing/test-database.ts (the one place that reads DATABASE_URL for a test) or reads the environment itself. A
 * file missing from this list only runs twice.
 */
export const EMBEDDED_ONLY_TEST_FILES = [
  // The embedded database itself.
  'src/db/pglite-named-statements.test.ts',
  'src/db/pglite-parsers-once.test.ts',
  'src/db/data-folder-lock.test.ts',
  'src/db/migrations.test.ts',
  // The compiled commands, on data folders.
  'src/platform/operator-commands.test.ts',
  'src/seed/first-start-compiled.test.ts',
  // No database.
  'src/db/migration-safety.test.ts',
  'src/platform/deployment-files.test.ts',
  'src/platform/graceful-shutdown.test.ts',
  'src/start-weight.test.ts',
  'src/modules/application/search-key-selection.test.ts',
  'src/modules/auth/password-strength.test.ts',
  'src/modules/forms/form-templates.test.ts',
  'src/modules/notes/note-pdf-blocks.test.ts',
  'src/modules/platform/application-identifier.test.ts',
  'src/modules/rate-limit/request-budget.test.ts',
  'src/modules/storage/upload-content.test.ts',
] as const;
