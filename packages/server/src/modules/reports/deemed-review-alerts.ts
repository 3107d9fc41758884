import {
  ALERT_KINDS,
  ALERT_MESSAGES,
  alertKindLabel,
  alertReviewerLabel,
  canResolveAlert,
  type TOfficerReportQuery,
  type TResolveAlert,
} from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { loadHtmlSanitizer } from '../../platform/html-sanitizer';
import { alertReviewerId, findOpenAlertList, lockAlertInScope, markAlertResolved } from '../alerts';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import { criteriaOf } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/**
 * A remark is plain text: markup is taken out as from a note (scripts and frames with their content), and the
 * entities sanitize-html writes for the characters left are read back, since the console shows text as text.
 */
async function plainRemark(remark: string): Promise<string> {
  const sanitizeHtml = await loadHtmlSanitizer();
  const stripped = sanitizeHtml(remark, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}

/**
 * Deemed approvals whose ULB had no decision officer (issue 14): the open alerts the workflow raised, oldest
 * first, with whom the review went to. They are open now: the filter's period, types and stages do not apply.
 */
export async function deemedReviewAlerts(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  const rows = await findOpenAlertList(context.db, { ulbIds: criteria.ulbIds, kinds: ALERT_KINDS });
  return rows.map((row) => ({
    id: String(row.id),
    raisedAt: row.raisedAt.toISOString(),
    kind: row.kind,
    kindLabel: alertKindLabel(row.kind),
    applicationId: row.applicationId === null ? null : String(row.applicationId),
    applicationIdentifier: row.applicationIdentifier,
    applicationType: row.applicationType,
    approvalFor: row.approvalFor,
    ulbName: row.ulbName,
    reviewerName: row.reviewerName,
    reviewerRole: row.reviewerRole,
    reviewSentTo: alertReviewerLabel(row),
    message: row.message,
  }));
}

/**
 * Resolves an open alert the officer may see, with their remark, and audits it: in one transaction, the alert
 * locked so that it is resolved once. Another jurisdiction's alert answers as a missing one; one the officer
 * sees but is not theirs to resolve (domain canResolveAlert) is refused.
 */
export async function resolveAlert(context: TReportsContext, officer: TSignedInOfficer, input: TResolveAlert) {
  const { db, clock } = context;
  const remark = await plainRemark(input.remark);
  if (remark.length === 0) throw new AppError('BAD_USER_INPUT', ALERT_MESSAGES.remarkRequired);
  const { criteria } = await criteriaOf(context, officer, {});
  const now = clock.now();
  return db.transaction(async (tx) => {
    const alert = await lockAlertInScope(tx, input.id, { ulbIds: criteria.ulbIds });
    if (!alert) throw new AppError('NOT_FOUND', ALERT_MESSAGES.notFound);
    if (!canResolveAlert(officer, { reviewerId: alertReviewerId(alert) })) {
      throw new AppError('FORBIDDEN', ALERT_MESSAGES.notAddressee);
    }
    if (alert.resolvedAt) throw new AppError('CONFLICT', ALERT_MESSAGES.alreadyResolved);
    await markAlertResolved(tx, { id: alert.id, resolvedAt: now, resolvedBy: officer.id, remark });
    await appendAuditEvent(tx, {
      occurredAt: now,
      actorKind: 'OFFICER',
      actorOfficerId: officer.id,
      actorRole: officer.roleName,
      applicationId: alert.applicationId,
      action: 'ALERT_RESOLVED',
      remark,
      details: { alertId: alert.id, kind: alert.kind, raisedAt: alert.raisedAt.toISOString() },
    });
    return { id: String(alert.id), resolvedAt: now.toISOString(), remark };
  });
}
