import {
  dashboardScopeOf,
  endOfIndiaDay,
  filterSelection,
  isInReportScope,
  REPORT_MESSAGES,
  reportScopeOf,
  startOfIndiaDay,
  type TDayRange,
  type TReportScope,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import type { TSignedInOfficer } from '../officer';
import { findPlaces, type TPlace } from './reports.repository';

/** What each report use case takes besides the officer and the filter (one file per report or report family). */
export type TReportsContext = { db: TDatabase; clock: TClock };

export type TJurisdictionArgs = {
  authorities?: readonly string[] | null;
  districts?: readonly string[] | null;
  ulbs?: readonly string[] | null;
};

/** The places an officer's reports cover, and which of them a filter keeps. */
export type TReportPlaces = { scope: TReportScope; places: TPlace[] };

/**
 * What a report operation serves: the report menu (the report offices, spec 1 §6), or also the dashboards of the
 * sidebar (every officer, spec 1 §2.7: report-scope.ts dashboardScopeOf). The operations the dashboards read
 * (the counts, their file lists, grievances, revenue and the filter's lookups) answer over the dashboard scope;
 * the rest of the report menu's (officers' delays, penalties, notices…) stay with the report offices.
 */
export type TReportReach = 'REPORTS' | 'DASHBOARDS';

/** The places of an officer's scope (spec 1 §6, spec 3 §6); offices without reports are refused. */
export async function reportPlacesOf(
  db: TDatabase,
  officer: TSignedInOfficer,
  reach: TReportReach = 'REPORTS',
): Promise<TReportPlaces> {
  const scope = reach === 'DASHBOARDS' ? dashboardScopeOf(officer) : reportScopeOf(officer);
  if (scope.level === 'NONE') throw new AppError('FORBIDDEN', REPORT_MESSAGES.noReports);
  const places = (await findPlaces(db)).filter((place) => isInReportScope(scope, place));
  return { scope, places };
}

/**
 * The ULBs a report counts: the scope's, narrowed by the authority, district and ULB filters. null means every
 * ULB of the state (nothing to narrow), so queries need no ULB condition; [] means none. Issue 18 §4: a filter
 * naming an authority, district or ULB outside a bounded scope is refused (FORBIDDEN), not answered with zeros.
 */
export function selectUlbIds({ scope, places }: TReportPlaces, filter: TJurisdictionArgs): number[] | null {
  const authorities = filterSelection(filter.authorities);
  const districts = filterSelection(filter.districts);
  const ulbNames = filterSelection(filter.ulbs);
  if (scope.level === 'STATE' && !authorities && !districts && !ulbNames) return null;
  const isOutside = (names: readonly string[] | null, nameOf: (place: TPlace) => string) =>
    names?.some((name) => !places.some((place) => nameOf(place) === name)) ?? false;
  if (
    scope.level !== 'STATE' &&
    (isOutside(authorities, (place) => place.authorityCode) ||
      isOutside(districts, (place) => place.districtName) ||
      isOutside(ulbNames, (place) => place.ulbName))
  ) {
    throw new AppError('FORBIDDEN', REPORT_MESSAGES.outsideScope);
  }
  return places
    .filter(
      (place) =>
        (!authorities || authorities.includes(place.authorityCode)) &&
        (!districts || districts.includes(place.districtName)) &&
        (!ulbNames || ulbNames.includes(place.ulbName)),
    )
    .map((place) => place.ulbId);
}

/** A day range as instants: from the first day's start to the last day's end (half-open). */
export function rangeInstants(range: TDayRange) {
  return { from: startOfIndiaDay(range.startDate), to: endOfIndiaDay(range.endDate) };
}
