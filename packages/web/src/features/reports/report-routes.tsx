import { lazy } from 'react';
import { Route } from 'react-router';

// Report screens load on demand, charts with them: the login page and the inbox never load them.
const SummaryReportPage = lazy(() => import('./summary-report-page').then((m) => ({ default: m.SummaryReportPage })));
const SummaryListPage = lazy(() => import('./summary-list-page').then((m) => ({ default: m.SummaryListPage })));
const DashboardPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })));
const DashboardNewPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardNewPage })));
const RevenueDashboardPage = lazy(() =>
  import('./revenue-dashboard-page').then((m) => ({ default: m.RevenueDashboardPage })),
);

/** The report routes of spec 1 §2.2, inside the signed-in layout. */
export function reportRoutes() {
  return (
    <>
      <Route path="/summary-report" element={<SummaryReportPage />} />
      <Route path="/summary/:label" element={<SummaryListPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/dashboard-new" element={<DashboardNewPage />} />
      <Route path="/revenue-dashboard" element={<RevenueDashboardPage />} />
    </>
  );
}
