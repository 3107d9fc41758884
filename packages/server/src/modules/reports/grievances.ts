import type { TOfficerReportQuery } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { findGrievances } from './officer-delays.repository';
import { criteriaOf } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/** Citizens' grievances: their correction requests per ULB and where each stands (the Tickets Dashboard). */
export async function grievances(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria, placeById } = await criteriaOf(context, officer, query, 'DASHBOARDS');
  return (await findGrievances(context.db, criteria))
    .map((row) => ({
      ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
      filed: row.filed,
      inVerification: row.in_verification,
      withCommissioner: row.with_commissioner,
      completed: row.completed,
      approved: row.approved,
      rejected: row.rejected,
    }))
    .sort((a, b) => a.ulbName.localeCompare(b.ulbName));
}
