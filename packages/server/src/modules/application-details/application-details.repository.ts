import { type TPlatformApplication, uploadContentType } from '@anumati/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applicants, applications, buildings, properties } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { latestCorrectionRequestId } from '../corrections';
import { correctionRequests, corrections } from '../corrections/corrections.table';
import { deviations } from '../deviation/deviation.table';
import { authorities, districts, ulbs } from '../jurisdiction/jurisdiction.table';
import { media } from '../storage/media.table';
import { applicationEngineers, applicationSubmissions } from './application-details.table';

/**
 * The application with everything that has one row per application, in one query: applicant, plot, building,
 * the citizen's particulars and the jurisdiction's names.
 */
export async function findApplicationRecord(db: TDb, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      applicant: applicants,
      property: properties,
      building: buildings,
      submission: applicationSubmissions,
      ulbName: ulbs.name,
      districtName: districts.name,
      authorityCode: authorities.code,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
    .innerJoin(districts, eq(districts.id, ulbs.districtId))
    .innerJoin(authorities, eq(authorities.id, ulbs.authorityId))
    .leftJoin(properties, eq(properties.applicationId, applications.id))
    .leftJoin(buildings, eq(buildings.applicationId, applications.id))
    .leftJoin(applicationSubmissions, eq(applicationSubmissions.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row;
}
export type TApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplicationRecord>>>;

/** The approved application an additional floor or a revision builds on, with what it was approved for. */
export async function findParentRecord(db: TDb, parentId: number) {
  const [row] = await db
    .select({
      application: {
        id: applications.id,
        applicationIdentifier: applications.applicationIdentifier,
        approvalFor: applications.approvalFor,
        status: applications.status,
      },
      building: buildings,
      plotDetails: properties.details,
      layout: applicationSubmissions.layout,
    })
    .from(applications)
    .leftJoin(buildings, eq(buildings.applicationId, applications.id))
    .leftJoin(properties, eq(properties.applicationId, applications.id))
    .leftJoin(applicationSubmissions, eq(applicationSubmissions.applicationId, applications.id))
    .where(eq(applications.id, parentId));
  return row;
}

export async function findEngineers(db: TDb, applicationId: number) {
  return db
    .select()
    .from(applicationEngineers)
    .where(eq(applicationEngineers.applicationId, applicationId))
    .orderBy(asc(applicationEngineers.position));
}

/** The latest correction request with its corrections (one query: a join, the request repeated per row). */
export async function findLatestCorrection(db: TDb, applicationId: number) {
  const latest = latestCorrectionRequestId(db, applicationId);
  return db
    .select({ request: correctionRequests, correction: corrections })
    .from(correctionRequests)
    .leftJoin(corrections, eq(corrections.correctionRequestId, correctionRequests.id))
    .where(eq(correctionRequests.id, latest))
    .orderBy(asc(corrections.id));
}

export async function findDeviation(db: TDb, applicationId: number) {
  const [row] = await db.select().from(deviations).where(eq(deviations.applicationId, applicationId));
  return row;
}

/**
 * What the platform hands over beside the basics (the particulars, engineers, deviation, documents), stored in
 * the transaction that receives the application.
 */
export async function insertCitizenSubmission(
  db: TDb,
  input: { applicationId: number; submission: TPlatformApplication; now: Date },
) {
  const { applicationId, submission, now } = input;
  await db.insert(applicationSubmissions).values({
    applicationId,
    appData: submission.appData ?? {},
    vicinity: submission.vicinity ?? [],
    selfDeclaration: submission.selfDeclaration ?? [],
    deviationQuestions: submission.deviationQuestions ?? [],
    insurance: submission.insurance ?? null,
    layout: submission.layout ?? null,
  });
  const engineers = submission.engineers ?? [];
  if (engineers.length > 0) {
    await db.insert(applicationEngineers).values(
      engineers.map((engineer, position) => ({
        applicationId,
        position,
        engineerType: engineer.engineer_type,
        name: engineer.name,
        licenseNumber: engineer.license_number,
        mobile: engineer.mobile ?? null,
        email: engineer.email ?? null,
        address: engineer.address ?? null,
      })),
    );
  }
  const deviation = submission.deviation;
  if (deviation) {
    await db.insert(deviations).values({
      applicationId,
      citizenValues: deviation.citizen,
      isBuildingConstructedOnStipulatedTime: deviation.is_building_constructed_on_stipulated_time ?? null,
      proceedingDate: deviation.proceeding_date ?? null,
      completionDate: deviation.completion_date ?? null,
      noDaysDeviated: deviation.no_days_deviated ?? null,
      totalBuiltUpAreaAsOnGround: deviation.total_built_up_area_as_on_ground ?? null,
      updatedAt: now,
    });
  }
  const documents = submission.documents ?? [];
  if (documents.length > 0) {
    await db.insert(media).values(
      documents.map((document) => ({
        applicationId,
        category: document.category,
        name: document.name,
        s3FilePath: document.s3FilePath,
        // The schema admits only keys ending in one of the accepted extensions.
        contentType: uploadContentType(document.s3FilePath),
        source: 'CITIZEN' as const,
        createdAt: now,
      })),
    );
  }
}

/**
 * The reasons of the latest show cause notice: the remark of the transition that raised it, as its audit event keeps
 * it (the deciding stage's own remark is written over by the decision after the reply).
 */
export async function findShowCauseRemark(db: TDb, applicationId: number): Promise<string | null> {
  const [raised] = await db
    .select({ remark: auditEvents.remark })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, applicationId), eq(auditEvents.toState, 'SHOW_CAUSE_RAISED')))
    .orderBy(desc(auditEvents.occurredAt))
    .limit(1);
  return raised?.remark ?? null;
}
