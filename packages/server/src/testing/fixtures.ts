import { eq } from 'drizzle-orm';
import type {
  TApplicationStatus,
  TApplicationType,
  TApprovalFor,
  TOfficerLevel,
  TServerRoleName,
  TStageKey,
  TStageStatus,
} from '@anumati/domain';
import type { TDb } from '../db/database';
import {
  applicants,
  applications,
  properties,
  stageOfficers,
  stageStates,
} from '../modules/application/application.table';
import { keepWorkItemsOf } from '../modules/application/work-items.repository';
import { hashPassword } from '../modules/auth/password';
import { authorities, districts, ulbs } from '../modules/jurisdiction/jurisdiction.table';
import { officers, roles } from '../modules/officer/officer.table';

export const FIXTURE_PASSWORD = 'Officer@123';

/** One authority, district and ULB: the smallest jurisdiction an officer can belong to. */
/** A ULB with its district and authority; `ulbName` where a rule reads the ULB's name (GHMC's officer type). */
export async function createJurisdiction(db: TDb, code = 'GHMC', ulbName = `${code} ULB`) {
  const [authority] = await db
    .insert(authorities)
    .values({ code, name: `${code} authority`, type: 'TEST' })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ name: `${code} district`, headquarters: 'HQ', latitude: 17.4, longitude: 78.5 })
    .returning();
  if (!authority || !district) throw new Error('fixture insert failed');
  const [ulb] = await db
    .insert(ulbs)
    .values({
      name: ulbName,
      districtId: district.id,
      authorityId: authority.id,
      grade: 'GRADE 1',
      latitude: 17.4,
      longitude: 78.5,
    })
    .returning();
  if (!ulb) throw new Error('fixture insert failed');
  return { authority, district, ulb };
}

let passwordHash: Promise<string> | undefined;

export async function createOfficer(
  db: TDb,
  options: {
    username: string;
    role: TServerRoleName;
    jurisdiction: Awaited<ReturnType<typeof createJurisdiction>>;
    mobile?: string;
    lineDepartment?: string;
    /** Extra capabilities, for example ['fee']. */
    actions?: string[];
    /** Another password than FIXTURE_PASSWORD (hashed for this officer alone). */
    password?: string;
  },
) {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  await db.insert(roles).values({ name: options.role }).onConflictDoNothing();
  const [role] = await db.select().from(roles).where(eq(roles.name, options.role));
  if (!role) throw new Error('fixture insert failed');
  const [officer] = await db
    .insert(officers)
    .values({
      username: options.username,
      passwordHash: options.password ? await hashPassword(options.password) : await passwordHash,
      firstName: 'Test',
      lastName: options.username,
      mobile: options.mobile ?? '9876543210',
      roleId: role.id,
      ulbId: options.jurisdiction.ulb.id,
      districtId: options.jurisdiction.district.id,
      authorityId: options.jurisdiction.authority.id,
      lineDepartment: options.lineDepartment ?? null,
      actions: options.actions ?? [],
    })
    .returning();
  if (!officer) throw new Error('fixture insert failed');
  return officer;
}

let applicationCounter = 0;

/** An application with its applicant, plot and building, routed to the given stage officers. */
export async function createApplication(
  db: TDb,
  options: {
    ulbId: number;
    applicantName?: string;
    applicationType?: TApplicationType;
    /** BUILDING unless given. */
    approvalFor?: TApprovalFor;
    status?: TApplicationStatus;
    appliedOn: Date;
    stages: {
      name: string;
      officerId: number;
      /** SITE unless given. */
      stageKey?: TStageKey;
      level?: TOfficerLevel;
      action?: TStageStatus;
      receivedDate: Date;
    }[];
  },
) {
  applicationCounter += 1;
  const [applicant] = await db
    .insert(applicants)
    .values({
      applicantType: 'INDIVIDUAL',
      applicantName: options.applicantName ?? `Applicant ${applicationCounter}`,
      mobile: '9000000000',
      contactAddress: 'H.No 1-2-3, Hyderabad',
    })
    .returning();
  if (!applicant) throw new Error('fixture insert failed');
  const [application] = await db
    .insert(applications)
    .values({
      applicationIdentifier: `TEST/${String(applicationCounter).padStart(6, '0')}`,
      applicationType: options.applicationType ?? 'SELF CERTIFICATION',
      approvalFor: options.approvalFor ?? 'BUILDING',
      status: options.status ?? 'VERIFICATION_UNDER_PROGRESS',
      applicantId: applicant.id,
      ulbId: options.ulbId,
      createdAt: options.appliedOn,
      appliedOn: options.appliedOn,
      assignedDate: options.appliedOn,
      updatedAt: options.appliedOn,
      dueDate: options.stages.at(-1)
        ? new Date((options.stages.at(-1)?.receivedDate.getTime() ?? 0) + 7 * 86_400_000)
        : null,
    })
    .returning();
  if (!application) throw new Error('fixture insert failed');
  const side = { plotWidth: 12, roadWidth: 9 };
  await db.insert(properties).values({
    applicationId: application.id,
    plotAddress: 'Plot 12, Madhapur',
    actualPlotArea: 180,
    plotAreaAsPerDocument: 180,
    netPlotArea: 180,
    front: side,
    rear: side,
    side1: side,
    side2: side,
  });
  for (const [sequence, stage] of options.stages.entries()) {
    const [state] = await db
      .insert(stageStates)
      .values({
        applicationId: application.id,
        name: stage.name,
        stageKey: stage.stageKey ?? 'SITE',
        step: 0,
        sequence,
        status: stage.action ?? 'IN_PROCESS',
        dueDays: 7,
        receivedDate: stage.receivedDate,
        dueDate: new Date(stage.receivedDate.getTime() + 7 * 86_400_000),
      })
      .returning();
    if (!state) throw new Error('fixture insert failed');
    await db.insert(stageOfficers).values({
      stageStateId: state.id,
      officerId: stage.officerId,
      officerLevel: stage.level ?? 'L1',
      action: stage.action ?? 'IN_PROCESS',
      receivedDate: stage.receivedDate,
    });
  }
  // Written outside the engine, so its inbox read model is written here as a transition would.
  await keepWorkItemsOf(db, application.id);
  return application;
}
