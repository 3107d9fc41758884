import { SERVER_ROLE_NAMES } from '@anumati/domain';
import { sql } from 'drizzle-orm';
import { sweepTurnDelays } from '../modules/workflow/turn-delays.repository';
import type { TDatabase, TDb } from '../db/database';
import { hashPassword } from '../modules/auth/password';
import { syncStandardConditions } from '../modules/conditions/conditions.repository';
import { officers, roles } from '../modules/officer/officer.table';
import type { TOrderIssue } from '../modules/orders';
import type { TStorage } from '../modules/storage/storage-adapter';
import { createDemoApplication, statusPlan, type TDemoRegistry, type TDemoUlbTeam, teamFor } from './demo-applications';
import { seedDemoCorrections } from './demo-corrections';
import { createDemoOrders } from './demo-orders';
import { seedDemoFieldRecords } from './demo-field-records';
import { demoOfficerMobile } from './demo-data-guard';
import { seedDemoRoleFiles } from './demo-role-files';
import { DEMO_OFFICERS, DEMO_PASSWORD, DEMO_ULBS } from './demo-officers';
import { seedJurisdictions } from './jurisdiction-seed';
import { rebuildReadModels } from './read-models';
import { seededRandom } from './seeded-random';

const DEFAULT_DEMO_APPLICATIONS = 300;
const DEFAULT_SEED = 20_261_122;

export async function isDatabaseEmpty(db: TDb): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(officers);
  return (row?.count ?? 0) === 0;
}

/** The advisory lock's key of the first start's turn. */
const FIRST_START = sql`hashtext('anumati:first-start')`;

/**
 * The first start's turn, held until the caller's transaction ends: processes starting together on one empty
 * PostgreSQL database (the demo on a server, two `npm start`s) load the demo one after the other, and the next one
 * finds it loaded. onWait tells the waiting one's operator why nothing seems to happen (the load takes about 15 s).
 */
export async function takeFirstStartTurn(tx: TDb, onWait: () => void = () => {}): Promise<void> {
  const tried = (await tx.execute(sql`select pg_try_advisory_xact_lock(${FIRST_START}) as taken`)) as unknown as {
    rows: { taken: boolean }[];
  };
  if (tried.rows[0]?.taken) return;
  onWait();
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START})`);
}

type TSeedOptions = {
  now: Date;
  storage: TStorage;
  applications?: number;
  seed?: number;
  /**
   * The engine keeps the read models at every transition, as it does online (the read models' own tests compare
   * them with a rebuild), instead of the seed making them once at its end (the default, much faster).
   */
  keepsReadModels?: boolean;
  /** The console's address, which the demo's orders print their check link on (DEMO_CONSOLE_URL by default). */
  consoleUrl?: string;
  /** Told of each order a demo decision issues (the snapshot keeps them to issue them again on its loading day). */
  onOrderIssue?: (issue: TOrderIssue) => void;
};
type TSeedSummary = { officers: number; applications: number; ulbs: number };

/**
 * Loads the demo: the state's jurisdictions, an officer for every role, and applications of every kind in
 * every status, routed to the officers of their ULB, with their documents in the storage adapter.
 * Deterministic for a given seed.
 *
 * One transaction (the engine's own transactions become savepoints in it): a seed that fails or is killed half-way
 * leaves the database empty, so the next start (SEED_ON_EMPTY) or `npm run seed` loads it again from the start.
 * Documents already written to storage stay; the next seed writes the same keys again.
 */
export async function seedDemoData(db: TDatabase, options: TSeedOptions): Promise<TSeedSummary> {
  return db.transaction((tx) => seedInTransaction(tx, options));
}

async function seedInTransaction(db: TDatabase, options: TSeedOptions): Promise<TSeedSummary> {
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const ids = await db.transaction((tx) => seedJurisdictions(tx));
  await syncStandardConditions(db, options.now);

  const roleRows = await db
    .insert(roles)
    .values(SERVER_ROLE_NAMES.map((name) => ({ name })))
    .returning();
  const roleIdByName = new Map(roleRows.map((row) => [row.name, row.id]));

  // One hash for every demo officer: they share the published password, which a salt each would not make any
  // less known, and 54 argon2id hashes took 1.6 s of CPU on the first start, beside the console's build.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const officerRows = await db
    .insert(officers)
    .values(
      DEMO_OFFICERS.map((officer, index) => {
        const ulb = officer.ulb ? ids.ulbByName.get(DEMO_ULBS[officer.ulb]) : undefined;
        const roleId = roleIdByName.get(officer.role);
        if (!roleId || (officer.ulb && !ulb)) throw new Error(`Demo officer ${officer.username}: unknown role or ULB`);
        return {
          username: officer.username,
          passwordHash,
          firstName: officer.firstName,
          lastName: officer.lastName,
          email: `${officer.username}@anumati.example.in`,
          // The seed's own time, not the database's: the demo's snapshot moves every date to the day it is loaded.
          createdAt: options.now,
          passwordChangedAt: options.now,
          mobile: demoOfficerMobile(index),
          roleId,
          ulbId: ulb?.id ?? null,
          districtId: ulb?.districtId ?? (officer.district ? (ids.districtByName.get(officer.district) ?? null) : null),
          authorityId:
            ulb?.authorityId ?? (officer.authority ? (ids.authorityByCode.get(officer.authority) ?? null) : null),
          actions: officer.actions ?? [],
          lineDepartment: officer.lineDepartment ?? null,
          zone: officer.zone ?? null,
          isMandalOfficer: officer.isMandalOfficer ?? false,
          mandalName: officer.mandalName ?? null,
        };
      }),
    )
    .returning();

  const roleOf = new Map(
    officerRows.map((row) => [row.id, DEMO_OFFICERS.find((officer) => officer.username === row.username)?.role ?? '']),
  );
  const lineDepartmentDistricts = new Set(officerRows.filter((row) => row.lineDepartment).map((row) => row.districtId));
  const teams: TDemoUlbTeam[] = Object.values(DEMO_ULBS).map((name) => {
    const ulb = ids.ulbByName.get(name);
    if (!ulb) throw new Error(`Demo ULB ${name} is missing from the reference data`);
    return { name, ...ulb, hasLineDepartments: lineDepartmentDistricts.has(ulb.districtId) };
  });

  // Each application goes through the engine's transactions, savepoints within the seed's.
  const plan = statusPlan(options.applications ?? DEFAULT_DEMO_APPLICATIONS, random);
  const registry: TDemoRegistry = { acceptedBuildings: new Map() };
  const keepsReadModels = options.keepsReadModels ?? false;
  // Each decision issues its order as a live one does: the engine's decision step calls the orders port (issue 57).
  const orders = createDemoOrders({
    db,
    storage: options.storage,
    consoleUrl: options.consoleUrl,
    onIssue: options.onOrderIssue,
  });
  for (const [index, status] of plan.entries()) {
    const sequence = index + 1;
    await createDemoApplication(db, {
      team: teamFor(status, sequence, teams),
      status,
      sequence,
      now: options.now,
      random,
      roleOf,
      storage: options.storage,
      registry,
      keepsReadModels,
      orders,
    });
  }
  const corrected = await seedDemoCorrections(db, {
    teams,
    now: options.now,
    random,
    roleOf,
    sequence: plan.length,
    storage: options.storage,
    registry,
    keepsReadModels,
    orders,
  });
  const forRoles = await seedDemoRoleFiles(db, {
    teams,
    officerIds: new Map(officerRows.map((row) => [row.username, row.id])),
    roleOf,
    now: options.now,
    random,
    sequence: plan.length + corrected,
    storage: options.storage,
    registry,
    keepsReadModels,
    orders,
  });
  await seedDemoFieldRecords(db, { teams, storage: options.storage });
  if (keepsReadModels) {
    // The demo's files went through the engine at their own (past) times, which kept their turn delays: the open
    // turns' delays are brought up to today's date as the scheduler's sweep does.
    await sweepTurnDelays(db, options.now);
  } else {
    // The engine left the read models to the seed: they are made once, at today's date.
    await rebuildReadModels(db, options.now);
  }
  return { officers: officerRows.length, applications: plan.length + corrected + forRoles, ulbs: ids.ulbByName.size };
}
