import type { TApplicationStatus, TProcessKind } from '@anumati/domain';
import { inArray } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { officers } from '../modules/officer/officer.table';
import type { TStorage } from '../modules/storage/storage-adapter';
import type { TDecisionOrders } from '../modules/workflow';
import {
  createDemoApplication,
  type TDemoOfficerRoles,
  type TDemoRegistry,
  type TDemoUlbTeam,
} from './demo-applications';
import { DEMO_OFFICERS, DEMO_ULBS, type TDemoUlb } from './demo-officers';
import type { TRandom } from './seeded-random';

/**
 * A file made so that officers whom routing passes over in the ordinary demo hold a turn on it. Routing gives a
 * level to the first permission level of the stage's actors that has an active officer (domain routing.ts), so an
 * officer ranked behind a colleague of the same ULB gets a file only while that colleague is away: the `away`
 * officers are inactive while the file is driven and active again after it, as in the simulated year's gap.
 */
type TRoleFile = {
  ulb: TDemoUlb;
  kind: TProcessKind;
  status: TApplicationStatus;
  /** Usernames of the officers who must hold an open turn on the file. */
  holders: readonly string[];
  /** Usernames of the officers away while the file is driven. */
  away: readonly string[];
  /** The NOCs its technical review asks for (a file on line-department hold). */
  nocDepartments?: readonly string[];
  /** Nobody acts on it until time deems it approved (a single-window file). */
  isLeftUntilDeemed?: boolean;
};

const GHMC_PLANNERS = ['tpso.ghmc', 'acp.ghmc'];
/** A ULB's officers who may take its decision (process-definition.ts, the DECISION stage's actors). */
const DECISION_OFFICERS = {
  suryapet: ['commissioner.suryapet', 'fao.suryapet'],
  nizamabad: ['commissioner.nizamabad'],
  boduppal: ['commissioner.boduppal'],
} as const;

const DEMO_ROLE_FILES: readonly TRoleFile[] = [
  // Technical scrutiny: the technical scrutiny officer, then (GHMC has no section officer) the tech officer, then
  // the CP tech officer; reviews: the TPSO, CP and ACP officers (ACP first for a large file), then the section head
  // (process-definition.ts).
  {
    ulb: 'ghmc',
    kind: 'SELF_CERTIFICATION',
    status: 'VERIFICATION_UNDER_PROGRESS',
    holders: ['techofficer.ghmc', 'cp.ghmc'],
    away: ['tech.ghmc', ...GHMC_PLANNERS],
  },
  {
    ulb: 'ghmc',
    kind: 'SELF_CERTIFICATION',
    status: 'VERIFICATION_UNDER_PROGRESS',
    holders: ['cptech.ghmc', 'sectionhead.ghmc'],
    away: ['tech.ghmc', 'techofficer.ghmc', ...GHMC_PLANNERS, 'cp.ghmc'],
  },
  // The decision: the commissioner, then the zonal and deputy commissioners, then the final approving officer.
  {
    ulb: 'ghmc',
    kind: 'REGISTRATION',
    status: 'PROCEEDINGS_IN_PROGRESS',
    holders: ['zonal.ghmc'],
    away: ['commissioner.ghmc'],
  },
  {
    ulb: 'ghmc',
    kind: 'OCCUPANCY',
    status: 'PROCEEDINGS_IN_PROGRESS',
    holders: ['deputy.ghmc'],
    away: ['commissioner.ghmc', 'zonal.ghmc'],
  },
  {
    ulb: 'suryapet',
    kind: 'SELF_CERTIFICATION',
    status: 'PROCEEDINGS_IN_PROGRESS',
    holders: ['fao.suryapet'],
    away: ['commissioner.suryapet'],
  },
  // Deemed files whose ULB has no decision officer (all away): their review goes up the hierarchy (routing.ts
  // DEEMED_REVIEW_ESCALATION), first to the district's collectors (the additional collector before the collector),
  // then to the planning authority's metropolitan commissioner, vice chairman or director, in their Deemed tab.
  ...(
    [
      ['suryapet', 'addlcollector.suryapet', []],
      ['suryapet', 'collector.suryapet', ['addlcollector.suryapet']],
      ['suryapet', 'director.dtcp', ['addlcollector.suryapet', 'collector.suryapet']],
      ['nizamabad', 'vc.nuda', []],
      ['boduppal', 'mc.hmda', []],
      ['boduppal', 'director.hmda', ['mc.hmda']],
    ] as const
  ).map(([ulb, holder, above]): TRoleFile => ({
    ulb,
    kind: 'SINGLE_WINDOW',
    status: 'DEEMED',
    holders: [holder],
    away: [...DECISION_OFFICERS[ulb], ...above],
    isLeftUntilDeemed: true,
  })),
  // NOCs: every line department of Hyderabad district has one to give, three high-rises asking several each.
  ...[
    ['FIRE', 'AIRPORT', 'POLICE', 'ELECTRICITY'],
    ['REVENUE', 'IRRIGATION', 'FOREST', 'RAILWAY', 'ROADS AND BUILDINGS'],
    ['NMA', 'ENDOWMENT', 'OIL AND GAS', 'SEIAA'],
  ].map((departments): TRoleFile => ({
    ulb: 'ghmc',
    kind: 'SINGLE_WINDOW',
    status: 'LINE_DEPARTMENT_HOLD',
    holders: DEMO_OFFICERS.filter((officer) => departments.includes(officer.lineDepartment ?? '')).map(
      (officer) => officer.username,
    ),
    away: [],
    nocDepartments: departments,
  })),
];

/**
 * Drives the role files after the others, each with its away officers inactive meanwhile; returns how many.
 * Their sequence numbers follow `sequence`, so the other files keep their identifiers.
 */
export async function seedDemoRoleFiles(
  db: TDatabase,
  options: {
    teams: readonly TDemoUlbTeam[];
    officerIds: ReadonlyMap<string, number>;
    roleOf: TDemoOfficerRoles;
    now: Date;
    random: TRandom;
    sequence: number;
    storage: TStorage;
    registry: TDemoRegistry;
    keepsReadModels: boolean;
    orders: TDecisionOrders;
  },
): Promise<number> {
  const idsOf = (usernames: readonly string[]) =>
    usernames.map((username) => {
      const id = options.officerIds.get(username);
      if (id === undefined) throw new Error(`Demo role file: no officer ${username}`);
      return id;
    });
  for (const [index, file] of DEMO_ROLE_FILES.entries()) {
    const team = options.teams.find((candidate) => candidate.name === DEMO_ULBS[file.ulb]);
    if (!team) throw new Error(`Demo role file: no team in ${file.ulb}`);
    const away = idsOf(file.away);
    if (away.length > 0) await db.update(officers).set({ isActive: false }).where(inArray(officers.id, away));
    await createDemoApplication(db, {
      team,
      status: file.status,
      kind: file.kind,
      sequence: options.sequence + index + 1,
      now: options.now,
      random: options.random,
      roleOf: options.roleOf,
      storage: options.storage,
      registry: options.registry,
      keepsReadModels: options.keepsReadModels,
      orders: options.orders,
      goal: {
        holderIds: idsOf(file.holders),
        nocDepartments: file.nocDepartments,
        isLeftUntilDeemed: file.isLeftUntilDeemed,
      },
    });
    if (away.length > 0) await db.update(officers).set({ isActive: true }).where(inArray(officers.id, away));
  }
  return DEMO_ROLE_FILES.length;
}
