import type { TAlertKind } from '@anumati/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applications } from '../application/application.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from '../officer/officer.table';
import { alerts } from './alerts.table';

export type TNewAlert = {
  raisedAt: Date;
  kind: TAlertKind;
  applicationId: number | null;
  ulbId: number | null;
  message: string;
  details?: Record<string, unknown>;
};

/** Which alerts a reader may see: `ulbIds` null for the whole state (the chasing cell), else those ULBs' only. */
export type TAlertScope = { ulbIds: readonly number[] | null };

/** Raises an alert; call it inside the transaction of the change it is about, so it exists exactly when that does. */
export async function raiseAlert(db: TDb, alert: TNewAlert): Promise<void> {
  await db.insert(alerts).values({ ...alert, details: alert.details ?? {} });
}

const inScope = (scope: TAlertScope): SQL | undefined =>
  scope.ulbIds ? inArray(alerts.ulbId, [...scope.ulbIds]) : undefined;

/** The open alerts, oldest first; `ulbIds` null for the whole state (the chasing cell). */
export function findOpenAlerts(db: TDb, criteria: TAlertScope) {
  return db
    .select()
    .from(alerts)
    .where(and(isNull(alerts.resolvedAt), inScope(criteria)))
    .orderBy(asc(alerts.raisedAt), asc(alerts.id));
}

// The officer the review went to is kept in the alert's details (the workflow writes reviewerId there).
const reviewerId = sql`(${alerts.details} ->> 'reviewerId')::int`;

/**
 * The open alerts of the given kinds as the dashboard lists them, oldest first: the file's number, type and
 * ULB, and the name and role of the officer the review went to (null when it went to nobody).
 */
export function findOpenAlertList(db: TDb, criteria: TAlertScope & { kinds: readonly TAlertKind[] }) {
  return db
    .select({
      id: alerts.id,
      raisedAt: alerts.raisedAt,
      kind: alerts.kind,
      message: alerts.message,
      applicationId: alerts.applicationId,
      applicationIdentifier: applications.applicationIdentifier,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      ulbName: ulbs.name,
      reviewerName: sql<string | null>`${officers.firstName} || ' ' || ${officers.lastName}`,
      reviewerRole: roles.name,
    })
    .from(alerts)
    .leftJoin(applications, eq(applications.id, alerts.applicationId))
    .leftJoin(ulbs, eq(ulbs.id, alerts.ulbId))
    .leftJoin(officers, eq(officers.id, reviewerId))
    .leftJoin(roles, eq(roles.id, officers.roleId))
    .where(and(isNull(alerts.resolvedAt), inArray(alerts.kind, [...criteria.kinds]), inScope(criteria)))
    .orderBy(asc(alerts.raisedAt), asc(alerts.id));
}

/**
 * One alert within the scope, locked until the transaction ends, so that two officers resolving it at once
 * are served one after the other. An alert outside the scope reads as missing.
 */
export async function lockAlertInScope(db: TDb, id: number, scope: TAlertScope) {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, id), inScope(scope)))
    .for('update');
  return row ?? null;
}

export async function markAlertResolved(
  db: TDb,
  resolution: { id: number; resolvedAt: Date; resolvedBy: number; remark: string },
): Promise<void> {
  await db
    .update(alerts)
    .set({ resolvedAt: resolution.resolvedAt, resolvedBy: resolution.resolvedBy, resolutionRemark: resolution.remark })
    .where(eq(alerts.id, resolution.id));
}
