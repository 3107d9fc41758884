import {
  deemedApprovalDueAt,
  deemedClockDay,
  SINGLE_WINDOW_DECISION_DAYS,
  APPLICATION_STATUSES,
  CORRECTION_STATUSES,
  DEEMED_REVIEW_ESCALATION_LEVELS,
  isServerRoleName,
  permissionLevelOf,
  SERVER_ROLE_NAMES,
  STAGE_DEFINITIONS,
  STAGE_KEYS,
} from '@anumati/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { applicationSubmissions } from '../modules/application-details/application-details.table';
import { applications, properties, stageOfficers, stageStates } from '../modules/application/application.table';
import { correctionRequests } from '../modules/corrections/corrections.table';
import { deviations } from '../modules/deviation/deviation.table';
import { authorities } from '../modules/jurisdiction/jurisdiction.table';
import { officers, roles } from '../modules/officer/officer.table';
import { createLocalStorage } from '../modules/storage/local-storage';
import { media } from '../modules/storage/media.table';
import type { TStorage } from '../modules/storage/storage-adapter';
import { manualClock } from '../platform/clock';
import { openDemoLoadTestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../testing/demo-load-time-limit';

const NOW = new Date('2026-11-22T06:00:00Z');
let database: TDatabaseHandle;
let folder: string;
let storage: TStorage;

beforeAll(async () => {
  database = await openDemoLoadTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'anumati-seed-storage-'));
  storage = createLocalStorage({
    directory: folder,
    secret: 'seed-test-secret-0123',
    clock: manualClock(NOW),
    linkTtlSeconds: 900,
  });
  await seedDemoData(database.db, { now: NOW, applications: 60, storage });
}, DEMO_LOAD_TIME_LIMIT_MS);
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('has an officer for every server role', async () => {
    const rows = await database.db
      .select({ name: roles.name })
      .from(officers)
      .innerJoin(roles, eq(roles.id, officers.roleId));
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(SERVER_ROLE_NAMES));
  });

  it('puts applications in every status', async () => {
    const rows = await database.db.selectDistinct({ status: applications.status }).from(applications);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES));
  });

  it('routes every stage to an officer of its ULB (or its line department) whose role may take it', async () => {
    const rows = await database.db
      .select({
        stageName: stageStates.name,
        parentStageName: stageStates.parentStageName,
        level: stageOfficers.officerLevel,
        officerUlb: officers.ulbId,
        applicationUlb: applications.ulbId,
        role: roles.name,
        authority: authorities.code,
      })
      .from(stageOfficers)
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
      .innerJoin(applications, eq(applications.id, stageStates.applicationId))
      .innerJoin(officers, eq(officers.id, stageOfficers.officerId))
      .innerJoin(roles, eq(roles.id, officers.roleId))
      .leftJoin(authorities, eq(authorities.id, officers.authorityId));
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) {
      const stageName = row.parentStageName ?? row.stageName;
      const key = STAGE_KEYS.find((candidate) => STAGE_DEFINITIONS[candidate].name === stageName);
      const actors =
        STAGE_DEFINITIONS[key ?? 'DECISION'].levels.find((level) => level.level === row.level)?.actors ?? [];
      expect(key, stageName).toBeDefined();
      expect(isServerRoleName(row.role), row.role).toBe(true);
      const level = isServerRoleName(row.role) ? permissionLevelOf(row.role, row.authority) : null;
      // A deemed file's review with no decision officer in its ULB goes up to its district or authority.
      const isEscalatedReview =
        key === 'DECISION' && level !== null && DEEMED_REVIEW_ESCALATION_LEVELS.includes(level) && !row.officerUlb;
      expect(isEscalatedReview || (level !== null && actors.includes(level)), row.role).toBe(true);
      if (!row.parentStageName && !isEscalatedReview) expect(row.officerUlb).toBe(row.applicationUlb);
    }
  });

  it('gives each demo site inspector files waiting for them', async () => {
    const rows = await database.db.execute(sql`
      select o.username, count(*) filter (where so.action = 'IN_PROCESS') as waiting
      from officers o join roles r on r.id = o.role_id
      left join stage_officers so on so.officer_id = o.id
      where r.name = 'Site Inspector' group by o.username`);
    const waiting = (rows as unknown as { rows: { username: string; waiting: number | string }[] }).rows;
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const row of waiting) expect(Number(row.waiting), row.username).toBeGreaterThanOrEqual(1);
  });

  it('brings every application in through the platform and moves it only by engine transitions', async () => {
    const rows = await database.db.execute(sql`
      select a.status, (select e.to_state from audit_events e where e.application_id = a.id and e.to_state is not null
        order by e.id desc limit 1) as last_state,
        exists (select 1 from audit_events e where e.application_id = a.id and e.action = 'APPLICATION_RECEIVED') as received
      from applications a where a.status <> 'DRAFT'`);
    const applicationsSeen = (rows as unknown as { rows: { status: string; last_state: string; received: boolean }[] })
      .rows;
    expect(applicationsSeen.length).toBeGreaterThan(50);
    for (const row of applicationsSeen) {
      expect(row.received).toBe(true);
      expect(row.last_state).toBe(row.status);
    }
  });

  it('deems files only on day 22 of their clock, at the instant it fell due (never earlier)', async () => {
    const deemed = await database.db
      .select({
        appliedOn: applications.appliedOn,
        clockPausedMs: applications.clockPausedMs,
        decidedAt: applications.decidedAt,
        deemedDate: applications.deemedDate,
      })
      .from(applications)
      .where(inArray(applications.status, ['DEEMED', 'FINAL_DEEMED']));
    expect(deemed.length).toBeGreaterThan(0);
    for (const file of deemed) {
      const dueAt = deemedApprovalDueAt(file, SINGLE_WINDOW_DECISION_DAYS);
      expect(file.decidedAt).toEqual(dueAt);
      expect(file.deemedDate).toEqual(dueAt);
      expect(deemedClockDay(file, dueAt)).toBe(SINGLE_WINDOW_DECISION_DAYS + 1);
    }
  });

  it('charges each fee-bearing file its system fee; those past the technical review have it certified', async () => {
    const rows = await database.db.execute(sql`
      select a.status, a.is_fee_submitted, a.is_fee_changed, f.calculated_breakup, f.updated_breakup,
        exists (select 1 from stage_states s where s.application_id = a.id and s.stage_key = 'DECISION')
          -- A file its ULB left untouched until it was deemed approved never had a technical review.
          and exists (select 1 from stage_states s where s.application_id = a.id and s.stage_key = 'TECHNICAL')
          as decided
      from applications a left join application_fees f on f.application_id = a.id
      where a.application_type in ('SELF CERTIFICATION', 'SINGLE WINDOW') and a.approval_for <> 'COMPOUNDWALL'
        and a.status <> 'DRAFT'`);
    type TRow = {
      status: string;
      is_fee_submitted: boolean;
      is_fee_changed: boolean;
      calculated_breakup: { amount: number }[] | null;
      updated_breakup: unknown[] | null;
      decided: boolean;
    };
    const fees = (rows as unknown as { rows: TRow[] }).rows;
    expect(fees.length).toBeGreaterThan(10);
    for (const row of fees) {
      expect(row.calculated_breakup?.length, row.status).toBeGreaterThan(0);
      if (row.decided) expect(row.is_fee_submitted && row.updated_breakup !== null, row.status).toBe(true);
      if (row.status === 'FEE_ADJUSTMENTS') expect(row.is_fee_submitted).toBe(false);
      if (row.status === 'FEE_ADJUSTMENTS_SUBMITTED') expect(row.is_fee_changed).toBe(true);
    }
    const [conditions] = (
      (await database.db.execute(sql`select count(*) as count from conditions where is_system_created`)) as unknown as {
        rows: { count: number | string }[];
      }
    ).rows;
    expect(Number(conditions?.count)).toBeGreaterThanOrEqual(10);
  });

  it('keeps registrations within 75 sq yd', async () => {
    const rows = await database.db
      .select({ area: properties.actualPlotArea })
      .from(properties)
      .innerJoin(applications, eq(applications.id, properties.applicationId))
      .where(eq(applications.applicationType, 'REGISTRATION'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.area).toBeLessThanOrEqual(62.7);
  });

  it('has correction requests in every state for instant registrations, instant approvals and occupancy', async () => {
    const rows = await database.db
      .selectDistinct({ type: applications.applicationType, status: correctionRequests.status })
      .from(correctionRequests)
      .innerJoin(applications, eq(applications.id, correctionRequests.applicationId));
    const seen = new Set(rows.map((row) => `${row.type}: ${row.status}`));
    for (const type of ['REGISTRATION', 'SELF CERTIFICATION', 'OCCUPANCY']) {
      for (const status of CORRECTION_STATUSES) expect(seen, `${type}: ${status}`).toContain(`${type}: ${status}`);
    }
    const [completed] = await database.db
      .select({ status: applications.correctionStatus })
      .from(applications)
      .where(eq(applications.correctionStatus, 'CORRECTION_COMPLETED'))
      .limit(1);
    expect(completed).toBeDefined();
  });

  // That the seed is deterministic is demo-snapshot.test.ts's: it compares the engine's seed, row for row and byte
  // for byte, with the committed snapshot an earlier run of it took (a second seed here cost a worker 30-170 s).

  it('keeps real documents in the storage adapter: every PDF and PNG opens as what it says', async () => {
    const rows = await database.db.select().from(media);
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      const head = (await storage.readStart(row.s3FilePath, 8))?.toString('latin1') ?? '';
      expect(head, row.s3FilePath).toMatch(row.contentType === 'application/pdf' ? /^%PDF-/ : /^\x89PNG/);
    }
    const sources = new Set(rows.map((row) => row.source));
    expect(sources).toEqual(new Set(['CITIZEN', 'CERTIFICATE', 'SIGNED_COPY']));
  });

  it('gives every handed-over file its checklist answers, and instant approvals their self-declaration', async () => {
    const rows = await database.db
      .select({
        type: applications.applicationType,
        approvalFor: applications.approvalFor,
        submission: applicationSubmissions,
      })
      .from(applications)
      .leftJoin(applicationSubmissions, eq(applicationSubmissions.applicationId, applications.id))
      .where(sql`${applications.status} <> 'DRAFT'`);
    for (const row of rows) {
      expect(row.submission?.vicinity.length).toBeGreaterThan(3);
      if (row.type === 'SELF CERTIFICATION') expect(row.submission?.selfDeclaration.length).toBeGreaterThan(10);
      if (row.approvalFor === 'LAYOUT') expect(row.submission?.layout?.no_of_plots).toBeGreaterThan(0);
    }
  });

  it('records the officers’ deviation measurements on decided occupancy and compound-wall files', async () => {
    const decided = await database.db
      .select({ status: applications.status, deviation: deviations })
      .from(deviations)
      .innerJoin(applications, eq(applications.id, deviations.applicationId))
      .where(
        and(
          isNotNull(deviations.l2Values),
          sql`${applications.status} in ('ACCEPTED', 'REJECTED', 'PROCEEDINGS_IN_PROGRESS')`,
        ),
      );
    expect(decided.length).toBeGreaterThan(0);
    for (const row of decided) expect(row.deviation.isDeviationSubmitted).toBe(true);
  });

  it('gives accepted files their certificates, and later files their approved parents', async () => {
    const accepted = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.status, 'ACCEPTED'));
    const certificates = await database.db.select().from(media).where(eq(media.source, 'CERTIFICATE'));
    for (const { id } of accepted) expect(certificates.some((row) => row.applicationId === id)).toBe(true);
    const children = await database.db.select().from(applications).where(isNotNull(applications.parentApplicationId));
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.additional || child.revision).toBe(true);
  });
});
