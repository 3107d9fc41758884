import { addIndiaDays, startOfIndiaDay } from '@anumati/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle, TDb } from '../db/database';
import { applications } from '../modules/application/application.table';
import { verifyAuditTrail } from '../modules/audit/audit.service';
import { isPasswordCorrect } from '../modules/auth/password';
import { fieldPhotos, siteVisits } from '../modules/field-inspection/field-inspection.table';
import { FORM_TEMPLATES } from '../modules/forms/form-templates';
import { ulbs } from '../modules/jurisdiction/jurisdiction.table';
import { createLocalStorage } from '../modules/storage/local-storage';
import { manualClock } from '../platform/clock';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../testing/demo-load-time-limit';
import { openDemoLoadTestDatabase, openTestDatabase } from '../testing/test-database';
import { DEMO_PASSWORD, DEMO_ULBS } from './demo-officers';
import { DEMO_SNAPSHOT_DAY, loadDemoSnapshot } from './demo-snapshot';
import { readTableRows, readTablesInLoadOrder } from './demo-snapshot.repository';
import { seedDemoData } from './seed';

/**
 * 75 days after the snapshot's day (6 February 2027): most files the snapshot has applied in October and November
 * are applied in January here and carry the new year in their numbers, decided ones (with certificates naming
 * them) among them; the oldest stay in December.
 */
const LOADED_ON = startOfIndiaDay(addIndiaDays(DEMO_SNAPSHOT_DAY, 75));
const OUT_OF_DATE = 'the demo snapshot is not what the engine seeds: run `npm run demo:snapshot -w @anumati/server`';

let seeded: TDatabaseHandle;
let loaded: TDatabaseHandle;
const folders: string[] = [];

const storageIn = (directory: string) =>
  createLocalStorage({
    directory,
    secret: 'demo-snapshot-test-0123',
    clock: manualClock(LOADED_ON),
    linkTtlSeconds: 900,
  });

beforeAll(async () => {
  const [seededFolder, loadedFolder] = await Promise.all([
    mkdtemp(join(tmpdir(), 'anumati-demo-seeded-')),
    mkdtemp(join(tmpdir(), 'anumati-demo-loaded-')),
  ]);
  folders.push(seededFolder, loadedFolder);
  seeded = await openDemoLoadTestDatabase();
  await seedDemoData(seeded.db, { now: LOADED_ON, storage: storageIn(seededFolder) });
  loaded = await openTestDatabase();
  await loaded.db.transaction((tx) => loadDemoSnapshot(tx, { now: LOADED_ON, storage: storageIn(loadedFolder) }));
}, DEMO_LOAD_TIME_LIMIT_MS);
afterAll(async () => {
  await Promise.all([seeded.close(), loaded.close()]);
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Every table's rows; the officers' password hashes left out (each hash has a salt of its own). */
async function everyRow(db: TDb) {
  const tables = new Map<string, unknown[][]>();
  for (const shape of await readTablesInLoadOrder(db, [])) {
    const hashAt = shape.columns.findIndex((column) => column.name === 'password_hash');
    const rows = await readTableRows(db, shape);
    tables.set(
      shape.name,
      hashAt < 0 ? rows : rows.map((row) => row.map((value, index) => (index === hashAt ? '' : value))),
    );
  }
  return tables;
}

async function filesIn(folder: string): Promise<Map<string, Buffer>> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of names.filter((name) => name.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(folder.length), await readFile(path));
  }
  return files;
}

describe('the demo loaded from its snapshot', () => {
  it('holds, table by table, the rows the engine seeds at the start of the same day, read models included', async () => {
    const [engine, snapshot] = await Promise.all([everyRow(seeded.db), everyRow(loaded.db)]);
    expect([...snapshot.keys()]).toEqual([...engine.keys()]);
    for (const [name, rows] of engine) {
      // Soft: a failure names every table out of step, not only the first.
      expect.soft(snapshot.get(name), `${name}: ${OUT_OF_DATE}`).toEqual(rows);
    }
    expect(engine.get('applications')?.length).toBeGreaterThan(300);
  });

  it('numbers the files applied in the new year with that year, everywhere the number is written', async () => {
    const result = (await loaded.db.execute(sql`
      select count(*) filter (where application_identifier like ${'%/2027/%'})::int as new_year,
        count(*) filter (where application_identifier like ${'%/2026/%'})::int as old_year
      from applications`)) as unknown as { rows: { new_year: number; old_year: number }[] };
    // The test's own premise: both years are there, so the comparisons above crossed the new year.
    expect(result.rows[0]?.new_year).toBeGreaterThan(10);
    expect(result.rows[0]?.old_year).toBeGreaterThan(10);
  });

  it('writes the documents the engine writes, byte for byte', async () => {
    const [engine, snapshot] = await Promise.all(folders.map(filesIn));
    expect(engine?.size).toBeGreaterThan(1000);
    expect([...(snapshot?.keys() ?? [])].sort()).toEqual([...(engine?.keys() ?? [])].sort());
    for (const [path, body] of engine ?? []) {
      expect(snapshot?.get(path)?.equals(body), `${path}: ${OUT_OF_DATE}`).toBe(true);
    }
  });

  it('leaves an intact audit chain, which the next event continues', async () => {
    const verdict = await verifyAuditTrail(loaded.db);
    expect(verdict).toMatchObject({ isIntact: true });
    expect(verdict.events).toBeGreaterThan(1000);
  });

  it('signs the demo officers in with the published password', async () => {
    const officers = await loaded.db.query.officers.findMany({ columns: { username: true, passwordHash: true } });
    expect(officers.length).toBeGreaterThan(50);
    expect(await isPasswordCorrect(officers[0]?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('shows the officers after the inspector site photos on files in GHMC and Suryapet, one far from the plot (issue 53)', async () => {
    const { db } = loaded;
    const photos = await db
      .select({
        applicationId: fieldPhotos.applicationId,
        ulb: ulbs.name,
        questionId: fieldPhotos.questionId,
        key: fieldPhotos.s3FilePath,
        distanceMetres: fieldPhotos.distanceMetres,
        flag: fieldPhotos.flag,
      })
      .from(fieldPhotos)
      .innerJoin(applications, eq(applications.id, fieldPhotos.applicationId))
      .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
      .orderBy(asc(fieldPhotos.id));
    const files = [...new Map(photos.map((photo) => [photo.applicationId, photo.ulb])).entries()];
    expect(files.map(([, ulb]) => ulb)).toEqual([DEMO_ULBS.ghmc, DEMO_ULBS.ghmc, DEMO_ULBS.suryapet]);

    const questions = (FORM_TEMPLATES.get('SITE VERIFICATION')?.fields ?? [])
      .filter((field) => field.fieldType === 'PHOTO')
      .map((field) => field.dbField);
    for (const [applicationId] of files) {
      const ofFile = photos.filter((photo) => photo.applicationId === applicationId);
      // A photo for each of the site form's photo questions, and a general one.
      expect(ofFile.map((photo) => photo.questionId)).toEqual([...questions, null]);
      const visits = await db.select().from(siteVisits).where(eq(siteVisits.applicationId, applicationId));
      expect(visits).toEqual([expect.objectContaining({ distanceMetres: 0, flag: null })]);
    }
    const flagged = photos.filter((photo) => photo.flag !== null);
    expect(flagged).toEqual([
      expect.objectContaining({ applicationId: files[0]?.[0], questionId: null, flag: 'FAR_FROM_PLOT' }),
    ]);
    expect(flagged[0]?.distanceMetres).toBeGreaterThan(200);
    expect(photos.filter((photo) => photo.flag === null).every((photo) => (photo.distanceMetres ?? 999) <= 200)).toBe(
      true,
    );

    // Each image is stored, a JPEG.
    const stored = await filesIn(folders[1] ?? '');
    for (const photo of photos) {
      expect(stored.get(`/${photo.key}`)?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('gives each table’s next row an id after the loaded ones', async () => {
    for (const shape of await readTablesInLoadOrder(loaded.db, [])) {
      if (!shape.hasIdentity) continue;
      const result = (await loaded.db.execute(sql`
        select nextval(pg_get_serial_sequence(${shape.name}, 'id'))::int as next,
          (select coalesce(max(id), 0)::int from ${sql.identifier(shape.name)}) as highest`)) as unknown as {
        rows: { next: number; highest: number }[];
      };
      const row = result.rows[0];
      expect(row?.next, shape.name).toBeGreaterThan(row?.highest ?? Infinity);
    }
  });
});
