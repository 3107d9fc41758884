import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, type TDatabaseHandle, type TOpenOptions } from '../db/database';

/**
 * The migrated database's data folder (43 MB), read once per worker process: a worker's files share its modules
 * (vitest.config.ts, isolate: false). Kept by path, as a watch run's global setup makes a new one.
 */
let template: { path: string; data: Promise<Blob> } | undefined;

/**
 * An embedded database copied from the migrated one the global setup made (global-setup.ts): about a second of CPU,
 * where initdb and every migration take five. It reads no DATABASE_URL, so the embedded database's own tests
 * (embedded-only.ts) may use it; the PostgreSQL pass's global setup makes no such copy.
 */
export async function openMigratedPglite(
  options: Pick<TOpenOptions, 'namedStatements'> = {},
): Promise<TDatabaseHandle> {
  const path = inject('migratedTemplatePath');
  if (template?.path !== path) template = { path, data: readFile(path).then((data) => new Blob([data])) };
  return openPglite({ loadDataDir: await template.data, ...options });
}
