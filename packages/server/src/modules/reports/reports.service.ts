import {
  APPLICATION_TYPES,
  addMonths,
  applicationTypeLabel,
  bucketOfReportStatus,
  countsFromStatuses,
  dashboardScopeOf,
  daysDelayed,
  endOfIndiaDay,
  filterSelection,
  hasReports,
  holdsJurisdictionOver,
  indiaDay,
  isInReportScope,
  isOpenTurn,
  listsOnlyRoutedFiles,
  monthLabel,
  penaltyFor,
  REPORT_MESSAGES,
  REPORT_PAGE_SIZE,
  reportScopeOf,
  splitByWholeMonths,
  startOfIndiaDay,
  statusesOfBucket,
  SUMMARY_START_DATE,
  type TApplicationSearch,
  type TApplicationType,
  type TDayRange,
  type TReportApplicationsQuery,
  type TReportGroup,
  type TReportsQuery,
  type TReportScope,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { findTurnsOfFiles } from '../workflow';
import { toOfficerApplication } from '../application';
import type { TSignedInOfficer } from '../officer';
import {
  countApplied,
  countReportApplications,
  countWholeMonths,
  findDistrictNames,
  findPlaces,
  findReportApplications,
  findStageRemarks,
  searchApplications,
  type TCountRow,
  type TCountScope,
  type TPlace,
} from './reports.repository';

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

const EVERY_MONTH = { from: '0000-01', to: '9999-12' };

const GROUP_KEY: Record<TReportGroup, (place: TPlace) => { key: string; label: string }> = {
  ULB: (place) => ({ key: place.ulbName, label: place.ulbName }),
  DISTRICT: (place) => ({ key: place.districtName, label: place.districtName }),
  AUTHORITY: (place) => ({ key: place.authorityCode, label: place.authorityCode }),
};

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

function rangeOf(query: { startDate?: string | null; endDate?: string | null }, today: string): TDayRange {
  return { startDate: query.startDate ?? SUMMARY_START_DATE, endDate: query.endDate ?? today };
}

export function createReportsService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;
  const today = () => indiaDay(clock.now());

  /**
   * Counts per ULB, type, status and month: whole months from the summary table the workflow keeps, the days of
   * partly covered months from the applications (range null: every month).
   */
  async function countRows(scope: TCountScope, range: TDayRange | null): Promise<TCountRow[]> {
    if (scope.ulbIds?.length === 0 || scope.applicationTypes?.length === 0) return [];
    if (!range) return countWholeMonths(db, scope, EVERY_MONTH);
    const split = splitByWholeMonths(range, today());
    const parts = await Promise.all([
      split.months ? countWholeMonths(db, scope, split.months) : Promise.resolve([]),
      ...split.days.map((days) => countApplied(db, scope, rangeInstants(days))),
    ]);
    return parts.flat();
  }

  return {
    /**
     * What the officer's dashboards cover (their report scope, else their own jurisdiction), with the filter
     * values preset (and locked) for them, and whether their office has the report menu.
     */
    async reportScope(officer: TSignedInOfficer) {
      const scope = dashboardScopeOf(officer);
      if (scope.level === 'NONE') {
        return {
          level: scope.level,
          hasReports: hasReports(officer),
          authorities: [],
          districts: [],
          ulbs: [],
          authorityOptions: [],
        };
      }
      const { places } = await reportPlacesOf(db, officer, 'DASHBOARDS');
      const distinct = (values: string[]) => [...new Set(values)].sort();
      return {
        level: scope.level,
        hasReports: hasReports(officer),
        authorityOptions: distinct(places.map((place) => place.authorityCode)),
        authorities: scope.level === 'STATE' ? [] : distinct(places.map((place) => place.authorityCode)),
        districts:
          scope.level === 'DISTRICT' || scope.level === 'ULB'
            ? distinct(places.map((place) => place.districtName))
            : [],
        ulbs: scope.level === 'ULB' ? places.map((place) => place.ulbName) : [],
      };
    },

    /**
     * reports(type …): counts per application type (CONSOLIDATED), per month and type (MONTHLY) or per group and
     * type (ANNUAL, grouped by ULB unless told otherwise). Every row of the range and scope is there, zeros too.
     */
    async reports(officer: TSignedInOfficer, query: TReportsQuery) {
      const reportPlaces = await reportPlacesOf(db, officer, 'DASHBOARDS');
      const ulbIds = selectUlbIds(reportPlaces, query);
      const types: readonly TApplicationType[] = query.applicationTypes?.length
        ? query.applicationTypes
        : APPLICATION_TYPES;
      const range = rangeOf(query, today());
      const groupBy = query.type === 'ANNUAL' ? (query.groupBy ?? 'ULB') : null;
      const rows = await countRows(
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
        const chosen =
          ulbIds === null ? reportPlaces.places : reportPlaces.places.filter((p) => ulbIds.includes(p.ulbId));
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
    },

    /** reportApplications(…): the applications behind one cell of a report, 10 a page (spec 3 §2, §3). */
    async reportApplications(officer: TSignedInOfficer, query: TReportApplicationsQuery) {
      const reportPlaces = await reportPlacesOf(db, officer, 'DASHBOARDS');
      const ulbIds = selectUlbIds(reportPlaces, query);
      const types = query.applicationType
        ? [query.applicationType]
        : (filterSelection(query.applicationTypes) as TApplicationType[] | null);
      const statuses = statusesOfBucket(bucketOfReportStatus(query.applicationStatus));
      const circles = filterSelection(query.circles);
      const hasRange = Boolean(query.startDate || query.endDate);
      const range = hasRange ? rangeOf(query, today()) : null;
      const instants = range ? rangeInstants(range) : null;
      const perPage = query.perPage ?? REPORT_PAGE_SIZE;
      const page = query.page ?? 1;
      const criteria = {
        ulbIds,
        applicationTypes: types,
        statuses,
        circles,
        from: instants?.from ?? null,
        to: instants?.to ?? null,
        search: query.search || null,
        routedToOfficerId: listsOnlyRoutedFiles(officer) ? officer.id : null,
      };
      if (ulbIds?.length === 0) return { totalCount: 0, totalPages: 0, records: [] };
      // The count comes from the same figures as the report's cell, unless a circle, a search or the officer's
      // access (a line department's referred files) narrows the list.
      const totalCount =
        circles || criteria.search || criteria.routedToOfficerId !== null
          ? await countReportApplications(db, criteria)
          : (await countRows({ ulbIds, applicationTypes: types, byUlb: false, byMonth: false }, range))
              .filter((row) => statuses.includes(row.status))
              .reduce((sum, row) => sum + row.count, 0);
      const rows = await findReportApplications(db, criteria, { limit: perPage, offset: (page - 1) * perPage });
      const remarks = await findStageRemarks(
        db,
        rows.map((row) => row.id),
      );
      const placeById = new Map(reportPlaces.places.map((place) => [place.ulbId, place]));
      return {
        totalCount,
        totalPages: Math.ceil(totalCount / perPage),
        records: rows.map((row) => {
          const place = placeById.get(row.ulbId);
          const officersRemarks = remarks
            .filter((remark) => remark.applicationId === row.id)
            .map((remark) => ({ key: remark.name, text: remark.finalRemark ?? '' }));
          return {
            id: String(row.id),
            applicationIdentifier: row.applicationIdentifier,
            applicationType: row.applicationType,
            approvalFor: row.approvalFor,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
            appliedAt: row.appliedOn.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
            approvalDate: row.decidedAt?.toISOString() ?? null,
            officersRemarks,
            // The decision's remark, else the last stage's.
            remarks: row.finalRemark ?? officersRemarks.at(-1)?.text ?? null,
            property: {
              location: {
                circle: row.village,
                ulbName: place?.ulbName ?? '',
                district: place?.districtName ?? '',
                districtAdministrationArea: place?.authorityCode ?? '',
              },
            },
          };
        }),
      };
    },

    /**
     * The officer application search (spec 3 §2 /search): by file number or applicant name, among the files the
     * officer may open (holdsJurisdictionOver: their jurisdiction's, the state for the chasing cell; and any routed to
     * them), with each file's longest officer delay and the penalty it attracts.
     */
    async search(officer: TSignedInOfficer, query: TApplicationSearch) {
      const now = clock.now();
      const isState = reportScopeOf(officer).level === 'STATE';
      const ulbIds = isState
        ? null
        : (await findPlaces(db)).filter((place) => holdsJurisdictionOver(officer, place)).map((place) => place.ulbId);
      const perPage = query.perPage ?? REPORT_PAGE_SIZE;
      const page = query.page ?? 1;
      const rows = await searchApplications(db, {
        search: query.searchParam,
        ulbIds,
        officerId: officer.id,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const ids = rows.map((row) => row.application.id);
      const fileTurns = await findTurnsOfFiles(db, ids);
      const totalCount = rows[0]?.totalCount ?? 0;
      return {
        totalCount,
        totalPages: Math.ceil(totalCount / perPage),
        records: rows.map((row) => {
          const { application } = row;
          const turns = fileTurns.filter((turn) => turn.applicationId === application.id);
          const longest = Math.max(0, ...turns.map((turn) => daysDelayed(turn, now)));
          return {
            application: toOfficerApplication(row),
            daysDelayed: longest,
            penaltyAmount: penaltyFor(longest),
            // Spec 3 §9 row flag: red while an officer holds the file past its due date.
            isOverdue: turns.some((turn) => isOpenTurn(turn) && daysDelayed(turn, now) > 0),
          };
        }),
      };
    },

    /** GET villages/districts_for_authorites: the districts of the chosen authorities' ULBs, in the scope. */
    async districtsForAuthorities(officer: TSignedInOfficer, authorityCodes: readonly string[] | null) {
      const { places } = await reportPlacesOf(db, officer, 'DASHBOARDS');
      const names = places
        .filter((place) => !authorityCodes || authorityCodes.includes(place.authorityCode))
        .map((place) => place.districtName);
      return [...new Set(names)].sort();
    },

    /** GET villages/ulb_names_for_districts: the ULBs of the chosen authorities and districts, in the scope. */
    async ulbNamesForDistricts(
      officer: TSignedInOfficer,
      filter: { authorities: readonly string[] | null; districts: readonly string[] | null },
    ) {
      const { places } = await reportPlacesOf(db, officer, 'DASHBOARDS');
      return places
        .filter(
          (place) =>
            (!filter.authorities || filter.authorities.includes(place.authorityCode)) &&
            (!filter.districts || filter.districts.includes(place.districtName)),
        )
        .map((place) => place.ulbName);
    },

    /** GET villages/ulb_names: every ULB of the scope. */
    async ulbNames(officer: TSignedInOfficer) {
      return (await reportPlacesOf(db, officer, 'DASHBOARDS')).places.map((place) => place.ulbName);
    },

    /** GET villages/districts: every district of the scope (the whole state's for the state offices). */
    async districts(officer: TSignedInOfficer) {
      const { scope, places } = await reportPlacesOf(db, officer, 'DASHBOARDS');
      if (scope.level === 'STATE') return findDistrictNames(db);
      return [...new Set(places.map((place) => place.districtName))].sort();
    },
  };
}

export type TReportsService = ReturnType<typeof createReportsService>;
