import { dashboardScopeOf, hasReports } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import type { TSignedInOfficer } from '../officer';
import { reportPlacesOf } from './report-places';
import { findDistrictNames } from './reports.repository';

/**
 * What the officer's dashboards cover (their report scope, else their own jurisdiction), with the filter
 * values preset (and locked) for them, and whether their office has the report menu.
 */
export async function reportScope(db: TDatabase, officer: TSignedInOfficer) {
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
      scope.level === 'DISTRICT' || scope.level === 'ULB' ? distinct(places.map((place) => place.districtName)) : [],
    ulbs: scope.level === 'ULB' ? places.map((place) => place.ulbName) : [],
  };
}

/** GET villages/districts_for_authorites: the districts of the chosen authorities' ULBs, in the scope. */
export async function districtsForAuthorities(
  db: TDatabase,
  officer: TSignedInOfficer,
  authorityCodes: readonly string[] | null,
) {
  const { places } = await reportPlacesOf(db, officer, 'DASHBOARDS');
  const names = places
    .filter((place) => !authorityCodes || authorityCodes.includes(place.authorityCode))
    .map((place) => place.districtName);
  return [...new Set(names)].sort();
}

/** GET villages/ulb_names_for_districts: the ULBs of the chosen authorities and districts, in the scope. */
export async function ulbNamesForDistricts(
  db: TDatabase,
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
}

/** GET villages/ulb_names: every ULB of the scope. */
export async function ulbNames(db: TDatabase, officer: TSignedInOfficer) {
  return (await reportPlacesOf(db, officer, 'DASHBOARDS')).places.map((place) => place.ulbName);
}

/** GET villages/districts: every district of the scope (the whole state's for the state offices). */
export async function districts(db: TDatabase, officer: TSignedInOfficer) {
  const { scope, places } = await reportPlacesOf(db, officer, 'DASHBOARDS');
  if (scope.level === 'STATE') return findDistrictNames(db);
  return [...new Set(places.map((place) => place.districtName))].sort();
}
