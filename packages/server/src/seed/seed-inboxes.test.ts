import { DEEMED_REVIEW_ESCALATION_LEVELS, STAGE_DEFINITIONS, STAGE_KEYS } from '@anumati/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { createInboxService } from '../modules/application/inbox.service';
import { findOfficerByUsername } from '../modules/officer/officer.repository';
import { toSignedInOfficer } from '../modules/officer/signed-in-officer';
import { createLocalStorage } from '../modules/storage/local-storage';
import { manualClock } from '../platform/clock';
import { openDemoLoadTestDatabase } from '../testing/test-database';
import { DEMO_OFFICERS } from './demo-officers';
import { loadDemoSnapshot } from './demo-snapshot';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../testing/demo-load-time-limit';

const NOW = new Date('2026-11-22T06:00:00Z');
let database: TDatabaseHandle;
let folder: string;

// The demo as `npm start` loads it (its snapshot, seed/demo-snapshot.ts): what an officer signing in finds. Loading
// the snapshot rather than seeding took this file from 192 s to 72 s; demo-snapshot.test.ts proves the snapshot is
// what the seed makes.
beforeAll(async () => {
  database = await openDemoLoadTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'anumati-seed-inboxes-'));
  const storage = createLocalStorage({
    directory: folder,
    secret: 'seed-test-secret-0123',
    clock: manualClock(NOW),
    linkTtlSeconds: 900,
  });
  await database.db.transaction((tx) => loadDemoSnapshot(tx, { now: NOW, storage }));
}, DEMO_LOAD_TIME_LIMIT_MS);
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

/** Every demo officer as signed in. */
function signedInDemoOfficers() {
  return Promise.all(
    DEMO_OFFICERS.map(async ({ username }) => {
      const record = await findOfficerByUsername(database.db, username);
      if (!record) throw new Error(`no demo officer ${username}`);
      return toSignedInOfficer(record);
    }),
  );
}

it('gives every demo officer whom routing can reach a file in the Review tab of their inbox', async () => {
  // Routing (findAssigneeCandidates, chooseAssignee) hands a level only to an officer of the file's ULB, or to the
  // line-department officer of its district, whose permission level is among the stage level's actors. The others
  // (the panchayat secretary and HMDA's planning officers, whom no stage names; district and authority offices;
  // the chasing cell) are never routed a turn.
  const actors = new Set<string>(
    STAGE_KEYS.flatMap((key) => STAGE_DEFINITIONS[key].levels.flatMap((level) => level.actors)),
  );
  const officers = await signedInDemoOfficers();
  const routable = officers.filter(
    (officer) => (officer.ulbId !== null || officer.lineDepartment !== null) && actors.has(officer.permissionLevel),
  );
  expect(routable.map((officer) => officer.username)).toEqual(
    expect.arrayContaining(['zonal.ghmc', 'deputy.ghmc', 'fao.suryapet', 'cptech.ghmc', 'rnb.hyderabad']),
  );
  const inbox = createInboxService({ db: database.db, clock: manualClock(NOW) });
  for (const officer of routable) {
    const tabs = await inbox.tabCounts(officer, null);
    expect(tabs.find((tab) => tab.filter === 'REVIEW')?.count, officer.username).toBeGreaterThanOrEqual(1);
  }
});

it('gives every office above the ULBs that reviews deemed files (but the chasing cell) one in its Deemed tab', async () => {
  // The demo makes their ULBs' decision officers leave just before six single-window files are deemed approved
  // (demo-role-files.ts), so each review goes up the hierarchy (routing.ts DEEMED_REVIEW_ESCALATION).
  const escalationLevels = new Set<string>(
    DEEMED_REVIEW_ESCALATION_LEVELS.filter((level) => level !== 'CIO_CHASING_CELL'),
  );
  const officers = await signedInDemoOfficers();
  const reviewers = officers.filter((officer) => escalationLevels.has(officer.permissionLevel));
  expect(reviewers.map((officer) => officer.username).sort()).toEqual([
    'addlcollector.suryapet',
    'collector.suryapet',
    'director.dtcp',
    'director.hmda',
    'mc.hmda',
    'vc.nuda',
  ]);
  const inbox = createInboxService({ db: database.db, clock: manualClock(NOW) });
  for (const officer of reviewers) {
    const tabs = await inbox.tabCounts(officer, null);
    expect(tabs.find((tab) => tab.filter === 'DEEMED')?.count, officer.username).toBe(1);
  }
});
