import { lazy } from 'react';
import { Route } from 'react-router';
import { IMPORT_OFFICERS_PATH, NEW_OFFICER_PATH, OFFICERS_PATH, STAFFING_GAPS_PATH } from './administration-paths';

// The administration screens load on demand: officers' screens and the login page never load them.
const OfficersPage = lazy(() => import('./officers-page').then((m) => ({ default: m.OfficersPage })));
const OfficerPage = lazy(() => import('./officer-page').then((m) => ({ default: m.OfficerPage })));
const NewOfficerPage = lazy(() => import('./officer-form-pages').then((m) => ({ default: m.NewOfficerPage })));
const EditOfficerPage = lazy(() => import('./officer-form-pages').then((m) => ({ default: m.EditOfficerPage })));
const ImportPage = lazy(() => import('./import-page').then((m) => ({ default: m.ImportPage })));
const StaffingGapsPage = lazy(() => import('./staffing-gaps-page').then((m) => ({ default: m.StaffingGapsPage })));

/** Issue 52: the administrators' screens, inside the signed-in layout behind the administrators' guard. */
export function administrationRoutes() {
  return (
    <>
      <Route path={OFFICERS_PATH} element={<OfficersPage />} />
      <Route path={NEW_OFFICER_PATH} element={<NewOfficerPage />} />
      <Route path={`${OFFICERS_PATH}/:id`} element={<OfficerPage />} />
      <Route path={`${OFFICERS_PATH}/:id/edit`} element={<EditOfficerPage />} />
      <Route path={IMPORT_OFFICERS_PATH} element={<ImportPage />} />
      <Route path={STAFFING_GAPS_PATH} element={<StaffingGapsPage />} />
    </>
  );
}
