import { lazy } from 'react';
import { Route } from 'react-router';

// Chasing-cell screens load on demand, charts with them: the login page and the inbox never load them.
const ChasingDashboardPage = lazy(() =>
  import('./chasing-dashboard-page').then((m) => ({ default: m.ChasingDashboardPage })),
);
const ChasingActionPanelPage = lazy(() =>
  import('./chasing-action-panel-page').then((m) => ({ default: m.ChasingActionPanelPage })),
);
const ChasingStatsPage = lazy(() => import('./chasing-stats-page').then((m) => ({ default: m.ChasingStatsPage })));
const ChasingApplicationsPage = lazy(() =>
  import('./chasing-applications-page').then((m) => ({ default: m.ChasingApplicationsPage })),
);
const PerformanceReportPage = lazy(() =>
  import('./performance-report-page').then((m) => ({ default: m.PerformanceReportPage })),
);
const CmoDashboardPage = lazy(() => import('./cmo-dashboard-page').then((m) => ({ default: m.CmoDashboardPage })));

/** The chasing-cell routes of spec 1 §2.2, among the report routes inside the signed-in layout. */
export function chasingCellRoutes() {
  return (
    <>
      <Route path="/chasing-dashboard" element={<ChasingDashboardPage />} />
      <Route path="/chasing-action-panel" element={<ChasingActionPanelPage />} />
      <Route path="/chasing-stats" element={<ChasingStatsPage />} />
      <Route path="/chasing-applications" element={<ChasingApplicationsPage />} />
      <Route path="/performance-report" element={<PerformanceReportPage />} />
      <Route path="/cmo-dashboard" element={<CmoDashboardPage />} />
    </>
  );
}
