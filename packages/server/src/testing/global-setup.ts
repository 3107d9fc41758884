import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database';
import { createPostgresTemplate, dropPostgresDatabase } from './test-database';

declare module 'vitest' {
  // Vitest types provided values by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    migratedTemplatePath: string;
    migratedTemplateDatabase: string;
  }
}

let folder: string | undefined;
let templateDatabase: string | undefined;

/**
 * PGlite's first start runs initdb (seconds). It is done once here; every test file then opens a copy of
 * this migrated database, so files stay independent and fast. On PostgreSQL (DATABASE_URL) the same: one database
 * migrated here, which each file's database is created from (CREATE DATABASE … TEMPLATE, a file copy), instead of
 * each file running every migration on an empty one.
 */
export async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    templateDatabase = await createPostgresTemplate(serverUrl, async (url) => (await openPostgres(url)).close());
    project.provide('migratedTemplateDatabase', templateDatabase);
    return;
  }
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
  if (templateDatabase && process.env.DATABASE_URL) {
    await dropPostgresDatabase(process.env.DATABASE_URL, templateDatabase);
  }
}
