import {
  APPLICATION_STATUSES,
  isServerRoleName,
  permissionLevelOf,
  SERVER_ROLE_NAMES,
  STAGE_DEFINITIONS,
  STAGE_KEYS,
} from '@anumati/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { applications, properties, stageOfficers, stageStates } from '../modules/application/application.table';
import { authorities } from '../modules/jurisdiction/jurisdiction.table';
import { officers, roles } from '../modules/officer/officer.table';
import { openTestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed';

const NOW = new Date('2026-11-22T06:00:00Z');
let database: TDatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { now: NOW, applications: 60 });
});
afterAll(() => database.close());

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
      expect(isServerRoleName(row.role) && actors.includes(permissionLevelOf(row.role, row.authority)), row.role).toBe(
        true,
      );
      if (!row.parentStageName) expect(row.officerUlb).toBe(row.applicationUlb);
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

  it('charges each fee-bearing file its system fee; those past the technical review have it certified', async () => {
    const rows = await database.db.execute(sql`
      select a.status, a.is_fee_submitted, a.is_fee_changed, f.calculated_breakup, f.updated_breakup,
        exists (select 1 from stage_states s where s.application_id = a.id and s.stage_key = 'DECISION') as decided
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

  it('is deterministic', async () => {
    const again = await openTestDatabase();
    try {
      await seedDemoData(again.db, { now: NOW, applications: 60 });
      const identifiers = (handle: TDatabaseHandle) =>
        handle.db
          .select({ id: applications.applicationIdentifier, status: applications.status })
          .from(applications)
          .orderBy(applications.id);
      expect(await identifiers(again)).toEqual(await identifiers(database));
    } finally {
      await again.close();
    }
  });
});
