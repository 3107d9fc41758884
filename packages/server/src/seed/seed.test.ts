import {
  APPLICATION_STATUSES,
  CORRECTION_STATUSES,
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
import { correctionRequests } from '../modules/corrections/corrections.table';
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
