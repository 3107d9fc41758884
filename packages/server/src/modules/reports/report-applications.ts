import {
  bucketOfReportStatus,
  filterSelection,
  indiaDay,
  listsOnlyRoutedFiles,
  REPORT_PAGE_SIZE,
  statusesOfBucket,
  type TApplicationType,
  type TReportApplicationsQuery,
} from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { rangeInstants, reportPlacesOf, selectUlbIds, type TReportsContext } from './report-places';
import { countReportApplications, findReportApplications, findStageRemarks } from './reports.repository';
import { countRows, rangeOf } from './summary-reports';

/** reportApplications(…): the applications behind one cell of a report, 10 a page (spec 3 §2, §3). */
export async function reportApplications(
  context: TReportsContext,
  officer: TSignedInOfficer,
  query: TReportApplicationsQuery,
) {
  const { db, clock } = context;
  const reportPlaces = await reportPlacesOf(db, officer, 'DASHBOARDS');
  const ulbIds = selectUlbIds(reportPlaces, query);
  const types = query.applicationType
    ? [query.applicationType]
    : (filterSelection(query.applicationTypes) as TApplicationType[] | null);
  const statuses = statusesOfBucket(bucketOfReportStatus(query.applicationStatus));
  const circles = filterSelection(query.circles);
  const hasRange = Boolean(query.startDate || query.endDate);
  const range = hasRange ? rangeOf(query, indiaDay(clock.now())) : null;
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
      : (await countRows(context, { ulbIds, applicationTypes: types, byUlb: false, byMonth: false }, range))
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
}
