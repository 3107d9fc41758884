import type { TApplicationStatus, TApplicationType } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { createApplication, createJurisdiction, createOfficer } from './fixtures';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TTestApp } from './test-app';
import { applications, properties, stageOfficers, stageStates } from '../modules/application/application.table';
import { officers } from '../modules/officer/officer.table';
import { rebuildDecisionCounts, rebuildReportCounts } from '../modules/workflow/report-counts.repository';
import { rebuildTurnDelays } from '../modules/workflow/turn-delays.repository';

/** 06:00 UTC (11:30 in India) on a day of 2026. */
export const on = (month: number, day: number, year = 2026) => new Date(Date.UTC(year, month - 1, day, 6));

type TFile = {
  key: string;
  ulb: 'A' | 'B';
  type: TApplicationType;
  status: TApplicationStatus;
  appliedOn: Date;
  applicantName?: string;
  village?: string;
  decidedAt?: Date;
  waitingSince?: Date;
  turn?: { officer: 'siteA' | 'siteB' | 'commissionerA'; stage: string; received: Date; forwarded?: Date };
};

/**
 * Two ULBs in two districts under two authorities, the offices that read reports at each level, and files in
 * known statuses with officer turns on known days (the test clock reads 2 November 2026, 11:00 in India).
 */
const REPORT_FILES: TFile[] = [
  {
    key: 'approvedA',
    ulb: 'A',
    type: 'SELF CERTIFICATION',
    status: 'ACCEPTED',
    appliedOn: on(10, 5),
    village: 'Madhapur',
    decidedAt: on(10, 12),
    turn: { officer: 'siteA', stage: 'SITE VERIFICATION', received: on(10, 5), forwarded: on(10, 9) },
  },
  { key: 'rejectedA', ulb: 'A', type: 'SELF CERTIFICATION', status: 'REJECTED', appliedOn: on(9, 10) },
  {
    key: 'lateRegistrationA',
    ulb: 'A',
    type: 'REGISTRATION',
    status: 'VERIFICATION_UNDER_PROGRESS',
    appliedOn: on(10, 20),
    turn: { officer: 'siteA', stage: 'SITE VERIFICATION', received: on(10, 20) },
  },
  {
    key: 'shortfallA',
    ulb: 'A',
    type: 'SINGLE WINDOW',
    status: 'SHORTFALL',
    appliedOn: on(10, 1),
    waitingSince: on(10, 3),
    turn: { officer: 'siteA', stage: 'SITE VERIFICATION', received: on(10, 1) },
  },
  {
    key: 'day20A',
    ulb: 'A',
    type: 'SINGLE WINDOW',
    status: 'VERIFICATION_UNDER_PROGRESS',
    appliedOn: on(10, 14),
    turn: { officer: 'siteA', stage: 'SITE VERIFICATION', received: on(10, 14) },
  },
  {
    key: 'deemedA',
    ulb: 'A',
    type: 'SINGLE WINDOW',
    status: 'DEEMED',
    appliedOn: on(8, 1),
    decidedAt: on(8, 23),
    turn: { officer: 'commissionerA', stage: 'VERIFICATION', received: on(8, 1) },
  },
  { key: 'draftA', ulb: 'A', type: 'SELF CERTIFICATION', status: 'DRAFT', appliedOn: on(10, 10) },
  { key: 'lastYearA', ulb: 'A', type: 'SELF CERTIFICATION', status: 'ACCEPTED', appliedOn: on(3, 15, 2025) },
  {
    key: 'approvedB',
    ulb: 'B',
    type: 'SELF CERTIFICATION',
    status: 'ACCEPTED',
    appliedOn: on(10, 6),
    applicantName: 'Lakshmi Narayana',
    decidedAt: on(10, 22),
    turn: { officer: 'siteB', stage: 'SITE VERIFICATION', received: on(10, 6), forwarded: on(10, 20) },
  },
  {
    key: 'occupancyB',
    ulb: 'B',
    type: 'OCCUPANCY',
    status: 'VERIFICATION_UNDER_PROGRESS',
    appliedOn: on(10, 25),
    turn: { officer: 'siteB', stage: 'SITE VERIFICATION', received: on(10, 25) },
  },
];

export const REPORT_OFFICERS = {
  chasing: { username: 'chasing', mobile: '9100000001' },
  commissionerA: { username: 'commissioner.a', mobile: '9100000002' },
  collectorA: { username: 'collector.a', mobile: '9100000003' },
  directorB: { username: 'director.b', mobile: '9100000004' },
  siteA: { username: 'site.a', mobile: '9100000005' },
  siteB: { username: 'site.b', mobile: '9100000006' },
} as const;

export async function seedReportFixtures(t: TTestApp) {
  const db: TDb = t.database.db;
  const a = await createJurisdiction(db, 'GHMC');
  const b = await createJurisdiction(db, 'HMDA');
  const officer = (key: keyof typeof REPORT_OFFICERS, role: Parameters<typeof createOfficer>[1]['role'], place = a) =>
    createOfficer(db, { ...REPORT_OFFICERS[key], role, jurisdiction: place });
  const people = {
    chasing: await officer('chasing', 'CIO-Chasing Cell'),
    commissionerA: await officer('commissionerA', 'Municipal Commissioner'),
    collectorA: await officer('collectorA', 'DISTRICT COLLECTOR'),
    directorB: await officer('directorB', 'DTCP DIRECTOR', b),
    siteA: await officer('siteA', 'Site Inspector'),
    siteB: await officer('siteB', 'Site Inspector', b),
  };
  // The chasing cell has no jurisdiction; a collector has a district only; a director an authority only.
  await db
    .update(officers)
    .set({ ulbId: null, districtId: null, authorityId: null })
    .where(eq(officers.id, people.chasing.id));
  await db.update(officers).set({ ulbId: null, authorityId: null }).where(eq(officers.id, people.collectorA.id));
  await db.update(officers).set({ ulbId: null, districtId: null }).where(eq(officers.id, people.directorB.id));

  const ids = new Map<string, { id: number; identifier: string }>();
  for (const file of REPORT_FILES) {
    const application = await createApplication(db, {
      ulbId: (file.ulb === 'A' ? a : b).ulb.id,
      applicantName: file.applicantName,
      applicationType: file.type,
      status: file.status,
      appliedOn: file.appliedOn,
      stages: file.turn
        ? [{ name: file.turn.stage, officerId: people[file.turn.officer].id, receivedDate: file.turn.received }]
        : [],
    });
    ids.set(file.key, { id: application.id, identifier: application.applicationIdentifier });
    await db
      .update(applications)
      .set({ decidedAt: file.decidedAt ?? null, waitingSince: file.waitingSince ?? null })
      .where(eq(applications.id, application.id));
    if (file.village) {
      await db.update(properties).set({ village: file.village }).where(eq(properties.applicationId, application.id));
    }
    if (file.turn?.forwarded) {
      const [stage] = await db.select().from(stageStates).where(eq(stageStates.applicationId, application.id));
      await db
        .update(stageOfficers)
        .set({ action: 'SUBMITTED', forwardedDate: file.turn.forwarded })
        .where(eq(stageOfficers.stageStateId, stage?.id ?? -1));
    }
  }
  // The fixtures write applications directly, not through the engine: their counts are made afresh.
  await rebuildReportCounts(db);
  await rebuildDecisionCounts(db);
  await rebuildTurnDelays(db, t.clock.now());

  const tokens = {} as Record<keyof typeof REPORT_OFFICERS, string>;
  for (const [key, { username, mobile }] of Object.entries(REPORT_OFFICERS)) {
    tokens[key as keyof typeof REPORT_OFFICERS] = await t.signIn(username, mobile);
  }
  const file = (key: string) => {
    const found = ids.get(key);
    if (!found) throw new Error(`no fixture file ${key}`);
    return found;
  };
  return { tokens, file, places: { a, b } };
}

/**
 * A test file's server with the report fixtures: made before its tests, closed after them. The fields are
 * filled in by then.
 */
export function reportTestApp() {
  const app = {} as { t: TTestApp; fixtures: Awaited<ReturnType<typeof seedReportFixtures>> };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.fixtures = await seedReportFixtures(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}
