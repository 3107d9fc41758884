import {
  filterSelection,
  indiaDay,
  REPORT_PAGE_SIZE,
  SUMMARY_START_DATE,
  type TApplicationType,
  type TOfficerReportQuery,
} from '@anumati/domain';
import { DEADLINES_RUN } from '../deadlines';
import type { TSignedInOfficer } from '../officer';
import { turnDelaysAsOf } from '../workflow';
import type { TTurnCriteria } from './officer-delays.repository';
import type { TPlace } from './reports.repository';
import { rangeInstants, reportPlacesOf, selectUlbIds, type TReportReach, type TReportsContext } from './report-places';

export const paging = (query: TOfficerReportQuery) => {
  const perPage = query.perPage ?? REPORT_PAGE_SIZE;
  return { perPage, limit: perPage, offset: ((query.page ?? 1) - 1) * perPage };
};

export const pageOf = <TRecord>(records: TRecord[], totalCount: number, perPage: number) => ({
  totalCount,
  totalPages: Math.ceil(totalCount / perPage),
  records,
});

/** Ranks rows by their order, 1 first. */
export const ranked = <TRow>(rows: TRow[]) => rows.map((row, index) => ({ rank: index + 1, ...row }));

/** The scope's ULBs narrowed by the filter; the period, when given, selects turns received in it. */
export async function criteriaOf(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TOfficerReportQuery,
  reach: TReportReach = 'REPORTS',
) {
  const { db, clock } = context;
  const reportPlaces = await reportPlacesOf(db, officer, reach);
  const now = clock.now();
  // The figures as of the instant they are read, not of the scheduler's last sweep.
  await turnDelaysAsOf(db, now, DEADLINES_RUN);
  const hasPeriod = Boolean(query.startDate || query.endDate);
  const instants = hasPeriod
    ? rangeInstants({ startDate: query.startDate ?? SUMMARY_START_DATE, endDate: query.endDate ?? indiaDay(now) })
    : null;
  const criteria: TTurnCriteria = {
    ulbIds: selectUlbIds(reportPlaces, query),
    applicationTypes: filterSelection(query.applicationTypes) as TApplicationType[] | null,
    stages: query.stages?.length ? query.stages : null,
    from: instants?.from ?? null,
    to: instants?.to ?? null,
    now,
  };
  const placeById = new Map<number, TPlace>(reportPlaces.places.map((place) => [place.ulbId, place]));
  return { criteria, placeById };
}
