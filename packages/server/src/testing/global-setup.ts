import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database';

declare module 'vitest' {
  // Vitest types provided values by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    migratedTemplatePath: string;
  }
}

let folder: string | undefined;

/**
 * PGlite's first start runs initdb (seconds). It is done once here; every test file then opens a copy of
 * this migrated database, so files stay independent and fast.
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const handle = await openPglite({});
  const client = (handle.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  folder = await mkdtemp(join(tmpdir(), 'anumati-test-'));
  const path = join(folder, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('migratedTemplatePath', path);
}

export async function teardown(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
}
