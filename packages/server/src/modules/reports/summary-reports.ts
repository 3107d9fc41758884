import {
  APPLICATION_TYPES,
  addMonths,
  applicationTypeLabel,
  countsFromStatuses,
  indiaDay,
  monthLabel,
  splitByWholeMonths,
  SUMMARY_START_DATE,
  type TApplicationType,
  type TDayRange,
  type TReportGroup,
  type TReportsQuery,
} from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { rangeInstants, reportPlacesOf, selectUlbIds, type TReportsContext } from './report-places';
import { countApplied, countWholeMonths, type TCountRow, type TCountScope, type TPlace } from './reports.repository';

const EVERY_MONTH = { from: '0000-01', to: '9999-12' };

const GROUP_KEY: Record<TReportGroup, (place: TPlace) => { key: string; label: string }> = {
  ULB: (place) => ({ key: place.ulbName, label: place.ulbName }),
  DISTRICT: (place) => ({ key: place.districtName, label: place.districtName }),
  AUTHORITY: (place) => ({ key: place.authorityCode, label: place.authorityCode }),
};

export function rangeOf(query: { startDate?: string | null; endDate?: string | null }, today: string): TDayRange {
  return { startDate: query.startDate ?? SUMMARY_START_DATE, endDate: query.endDate ?? today };
}

/**
 * Counts per ULB, type, status and month: whole months from the summary table the workflow keeps, the days of
 * partly covered months from the applications (range null: every month).
 */
export async function countRows(
  { db, clock }: TReportsContext,
  scope: TCountScope,
  range: TDayRange | null,
): Promise<TCountRow[]> {
  if (scope.ulbIds?.length === 0 || scope.applicationTypes?.length === 0) return [];
  if (!range) return countWholeMonths(db, scope, EVERY_MONTH);
  const split = splitByWholeMonths(range, indiaDay(clock.now()));
  const parts = await Promise.all([
    split.months ? countWholeMonths(db, scope, split.months) : Promise.resolve([]),
    ...split.days.map((days) => countApplied(db, scope, rangeInstants(days))),
  ]);
  return parts.flat();
}

/**
 * reports(type …): counts per application type (CONSOLIDATED), per month and type (MONTHLY) or per group and
 * type (ANNUAL, grouped by ULB unless told otherwise). Every row of the range and scope is there, zeros too.
 */
export async function reports(context: TReportsContext, officer: TSignedInOfficer, query: TReportsQuery) {
  const reportPlaces = await reportPlacesOf(context.db, officer, 'DASHBOARDS');
  const ulbIds = selectUlbIds(reportPlaces, query);
  const types: readonly TApplicationType[] = query.applicationTypes?.length
    ? query.applicationTypes
    : APPLICATION_TYPES;
  const range = rangeOf(query, indiaDay(context.clock.now()));
  const groupBy = query.type === 'ANNUAL' ? (query.groupBy ?? 'ULB') : null;
  const rows = await countRows(
    context,
    { ulbIds, applicationTypes: types, byUlb: groupBy !== null, byMonth: query.type === 'MONTHLY' },
    range,
  );
  const placeById = new Map(reportPlaces.places.map((place) => [place.ulbId, place]));

  const keys: { key: string; label: string }[] = [];
  if (query.type === 'CONSOLIDATED') keys.push({ key: '', label: '' });
  if (query.type === 'MONTHLY') {
    for (let month = range.startDate.slice(0, 7); month <= range.endDate.slice(0, 7); month = addMonths(month, 1)) {
      keys.push({ key: month, label: monthLabel(month) });
    }
  }
  if (groupBy) {
    const chosen = ulbIds === null ? reportPlaces.places : reportPlaces.places.filter((p) => ulbIds.includes(p.ulbId));
    const seen = new Set<string>();
    for (const place of chosen) {
      const group = GROUP_KEY[groupBy](place);
      if (!seen.has(group.key)) keys.push(group);
      seen.add(group.key);
    }
    keys.sort((a, b) => a.label.localeCompare(b.label));
  }
  const keyOf = (row: TCountRow) => {
    if (query.type === 'MONTHLY') return row.month;
    const place = placeById.get(row.ulbId);
    return groupBy && place ? GROUP_KEY[groupBy](place).key : '';
  };
  return {
    type: query.type,
    groupBy,
    startDate: range.startDate,
    endDate: range.endDate,
    rows: keys.flatMap(({ key, label }) =>
      types.map((applicationType) => ({
        key: query.type === 'CONSOLIDATED' ? applicationType : key,
        label: query.type === 'CONSOLIDATED' ? applicationTypeLabel(applicationType) : label,
        applicationType,
        ...countsFromStatuses(rows.filter((row) => row.applicationType === applicationType && keyOf(row) === key)),
      })),
    ),
  };
}
