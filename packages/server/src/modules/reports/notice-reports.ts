import type { TOfficerReportQuery } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { findOutcomeEvents, findShortfallSummary, type TOutcomeEventRow } from './officer-delays.repository';
import { criteriaOf, pageOf, paging } from './officer-report-criteria';
import type { TReportsContext } from './report-places';
import type { TPlace } from './reports.repository';

const noticeRecord = (row: TOutcomeEventRow, placeById: Map<number, TPlace>) => ({
  id: String(row.event_id),
  applicationId: String(row.application_id),
  applicationIdentifier: row.application_identifier,
  applicationType: row.application_type,
  approvalFor: row.approval_for,
  status: row.status,
  ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
  stageName: row.stage_name,
  officerName: row.officer_name,
  raisedOn: new Date(row.raised_on).toISOString(),
  kind: row.kind.replaceAll('_', ' '),
  outcome: row.is_answered ? 'Answered' : row.is_expired ? 'Expired' : 'With applicant',
  isPaid: row.is_fee_paid,
});

export async function noticesPage(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
  outcomes: readonly string[],
) {
  const { criteria, placeById } = await criteriaOf(context, officer, query);
  const { perPage, limit, offset } = paging(query);
  const rows = await findOutcomeEvents(context.db, criteria, outcomes, { limit, offset });
  return pageOf(
    rows.map((row) => noticeRecord(row, placeById)),
    rows[0]?.total_count ?? 0,
    perPage,
  );
}

export async function shortfalls(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria, placeById } = await criteriaOf(context, officer, query);
  return (await findShortfallSummary(context.db, criteria))
    .map((row) => ({
      ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
      raised: row.raised,
      answered: row.answered,
      withApplicant: row.with_applicant,
      expired: row.expired,
    }))
    .sort((a, b) => a.ulbName.localeCompare(b.ulbName));
}
