import {
  daysToDeemed,
  daysToPostVerificationDue,
  deemedClockDay,
  postVerificationDay,
  postVerificationDueDate,
  type TOfficerReportQuery,
} from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import {
  countDeemedAlerts,
  countPostVerificationAlerts,
  findDeemedAlerts,
  findPostVerificationAlerts,
} from './officer-delays.repository';
import { criteriaOf, paging } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/**
 * Single-window files on day 17 or later of their 21 (the chasing cell's alert): every one, or a page when
 * the caller asks for one (page or perPage given; issue 17 §3: the dashboard downloaded them all to count).
 */
export async function deemedAlerts(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria } = await criteriaOf(context, officer, query);
  const isPaged = query.page != null || query.perPage != null;
  const rows = await findDeemedAlerts(context.db, criteria, isPaged ? paging(query) : null);
  return rows.map((row) => {
    const day = deemedClockDay(
      { appliedOn: new Date(row.applied_on), clockPausedMs: Number(row.clock_paused_ms) },
      criteria.now,
    );
    return {
      applicationId: String(row.application_id),
      applicationIdentifier: row.application_identifier,
      approvalFor: row.approval_for,
      ulbName: row.ulb_name,
      appliedAt: new Date(row.applied_on).toISOString(),
      day,
      daysToDeemed: daysToDeemed(day),
      heldBy: row.held_by,
      status: row.status,
    };
  });
}

/** How many files the day-17 alert holds. */
export async function deemedAlertCount(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  return countDeemedAlerts(context.db, criteria);
}

/**
 * Instant approvals not verified on day 10 or later of their 15 (the chasing cell's day-10 alert), with the
 * day their post-verification is due: every one, or a page when the caller asks for one (page or perPage).
 */
export async function postVerificationAlerts(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  const isPaged = query.page != null || query.perPage != null;
  const rows = await findPostVerificationAlerts(context.db, criteria, isPaged ? paging(query) : null);
  return rows.map((row) => {
    const file = { appliedOn: new Date(row.applied_on), clockPausedMs: Number(row.clock_paused_ms) };
    const day = postVerificationDay(file, criteria.now);
    return {
      applicationId: String(row.application_id),
      applicationIdentifier: row.application_identifier,
      applicationType: row.application_type,
      approvalFor: row.approval_for,
      ulbName: row.ulb_name,
      appliedAt: file.appliedOn.toISOString(),
      dueDate: postVerificationDueDate(file).toISOString(),
      day,
      daysLeft: daysToPostVerificationDue(day),
      heldBy: row.held_by,
      status: row.status,
    };
  });
}

/** How many files the day-10 alert holds. */
export async function postVerificationAlertCount(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
) {
  const { criteria } = await criteriaOf(context, officer, query);
  return countPostVerificationAlerts(context.db, criteria);
}
