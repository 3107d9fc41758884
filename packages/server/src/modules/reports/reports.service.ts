import type { TApplicationSearch, TReportApplicationsQuery, TReportsQuery } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { search } from './application-search';
import { reportApplications } from './report-applications';
import {
  districts,
  districtsForAuthorities,
  reportScope,
  ulbNames,
  ulbNamesForDistricts,
} from './report-filter-options';
import type { TReportsContext } from './report-places';
import { reports } from './summary-reports';

/**
 * The dashboards' and the report menu's counts (summary-reports.ts), the files behind a count
 * (report-applications.ts), the officer application search and the report filter's options, each a file of its own.
 */
export function createReportsService(deps: TReportsContext) {
  const { db, clock } = deps;
  const context: TReportsContext = { db, clock };

  return {
    reportScope: (officer: TSignedInOfficer) => reportScope(db, officer),
    reports: (officer: TSignedInOfficer, query: TReportsQuery) => reports(context, officer, query),
    reportApplications: (officer: TSignedInOfficer, query: TReportApplicationsQuery) =>
      reportApplications(context, officer, query),
    search: (officer: TSignedInOfficer, query: TApplicationSearch) => search(context, officer, query),
    districtsForAuthorities: (officer: TSignedInOfficer, authorityCodes: readonly string[] | null) =>
      districtsForAuthorities(db, officer, authorityCodes),
    ulbNamesForDistricts: (
      officer: TSignedInOfficer,
      filter: { authorities: readonly string[] | null; districts: readonly string[] | null },
    ) => ulbNamesForDistricts(db, officer, filter),
    ulbNames: (officer: TSignedInOfficer) => ulbNames(db, officer),
    districts: (officer: TSignedInOfficer) => districts(db, officer),
  };
}

export type TReportsService = ReturnType<typeof createReportsService>;
