import {
  daysDelayed,
  holdsJurisdictionOver,
  isOpenTurn,
  penaltyFor,
  REPORT_PAGE_SIZE,
  reportScopeOf,
  type TApplicationSearch,
} from '@anumati/domain';
import { toOfficerApplication } from '../application';
import type { TSignedInOfficer } from '../officer';
import { findTurnsOfFiles } from '../workflow';
import type { TReportsContext } from './report-places';
import { findPlaces, searchApplications } from './reports.repository';

/**
 * The officer application search (spec 3 §2 /search): by file number or applicant name, among the files the
 * officer may open (holdsJurisdictionOver: their jurisdiction's, the state for the chasing cell; and any routed to
 * them), with each file's longest officer delay and the penalty it attracts.
 */
export async function search({ db, clock }: TReportsContext, officer: TSignedInOfficer, query: TApplicationSearch) {
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
}
