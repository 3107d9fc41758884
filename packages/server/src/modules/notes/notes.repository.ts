import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applicants, applications } from '../application/application.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from '../officer/officer.table';
import { media } from '../storage/media.table';
import { applicationComments } from './notes.table';

export async function insertComment(db: TDb, comment: typeof applicationComments.$inferInsert) {
  const [row] = await db.insert(applicationComments).values(comment).returning({ id: applicationComments.id });
  if (!row) throw new Error('comment insert returned no row');
  return row.id;
}

/** Notes with their officer and application, oldest first, in one query. */
export function findComments(
  db: TDb,
  where: { applicationId: number; officerId?: number; active?: boolean; id?: number },
) {
  const conditions: SQL[] = [eq(applicationComments.applicationId, where.applicationId)];
  if (where.officerId !== undefined) conditions.push(eq(applicationComments.officerId, where.officerId));
  if (where.active !== undefined) conditions.push(eq(applicationComments.active, where.active));
  if (where.id !== undefined) conditions.push(eq(applicationComments.id, where.id));
  return db
    .select({
      comment: applicationComments,
      attachment: { name: media.name, originalName: media.originalName, s3FilePath: media.s3FilePath },
      application: {
        id: applications.id,
        createdAt: applications.createdAt,
        isShowCauseRaised: applications.isShowCauseRaised,
        isShowCauseRaisedDocUpload: applications.isShowCauseRaisedDocUpload,
      },
      officer: {
        id: officers.id,
        firstName: officers.firstName,
        lastName: officers.lastName,
        mobileVerified: officers.mobileVerified,
        lineDepartment: officers.lineDepartment,
        zone: officers.zone,
        ulbName: ulbs.name,
        roleId: roles.id,
        roleName: roles.name,
      },
    })
    .from(applicationComments)
    .innerJoin(applications, eq(applications.id, applicationComments.applicationId))
    .innerJoin(officers, eq(officers.id, applicationComments.officerId))
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .leftJoin(ulbs, eq(ulbs.id, officers.ulbId))
    .leftJoin(media, eq(media.id, applicationComments.mediaId))
    .where(and(...conditions))
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
}

/** Has the officer an active note on the application (written since a moment, when one is given)? */
export async function hasActiveComment(
  db: TDb,
  applicationId: number,
  officerId: number,
  since?: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationComments.id })
    .from(applicationComments)
    .where(
      and(
        eq(applicationComments.applicationId, applicationId),
        eq(applicationComments.officerId, officerId),
        eq(applicationComments.active, true),
        since ? gte(applicationComments.createdAt, since) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The identifier and applicant an exported note sheet is headed with. */
export function findApplicationHeading(db: TDb, applicationId: number) {
  return db
    .select({ applicationIdentifier: applications.applicationIdentifier, applicantName: applicants.applicantName })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, applicationId));
}
