import { lazy } from 'react';
import { Route } from 'react-router';

// Report screens load on demand, charts with them: the login page and the inbox never load them.
const SummaryReportPage = lazy(() => import('./summary-report-page').then((m) => ({ default: m.SummaryReportPage })));
const SummaryListPage = lazy(() => import('./summary-list-page').then((m) => ({ default: m.SummaryListPage })));
const DashboardPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })));
const DashboardNewPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardNewPage })));
const FamilyReportPage = lazy(() => import('./family-report-page').then((m) => ({ default: m.FamilyReportPage })));
const SearchPage = lazy(() => import('../officer-search/search-page').then((m) => ({ default: m.SearchPage })));
const ChasingDashboardPage = lazy(() =>
  import('../chasing-cell/chasing-dashboard-page').then((m) => ({ default: m.ChasingDashboardPage })),
);
const ChasingActionPanelPage = lazy(() =>
  import('../chasing-cell/chasing-action-panel-page').then((m) => ({ default: m.ChasingActionPanelPage })),
);
const ChasingStatsPage = lazy(() =>
  import('../chasing-cell/chasing-stats-page').then((m) => ({ default: m.ChasingStatsPage })),
);
const ChasingApplicationsPage = lazy(() =>
  import('../chasing-cell/chasing-applications-page').then((m) => ({ default: m.ChasingApplicationsPage })),
);
const PerformanceReportPage = lazy(() =>
  import('../chasing-cell/performance-report-page').then((m) => ({ default: m.PerformanceReportPage })),
);
const CmoDashboardPage = lazy(() =>
  import('../chasing-cell/cmo-dashboard-page').then((m) => ({ default: m.CmoDashboardPage })),
);

/** The report, search and chasing-cell routes of spec 1 §2.2, inside the signed-in layout. */
export function reportRoutes() {
  return (
    <>
      <Route path="/summary-report" element={<SummaryReportPage />} />
      <Route path="/summary/:label" element={<SummaryListPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/dashboard-new" element={<DashboardNewPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/building-permissions/:report" element={<FamilyReportPage family="building-permissions" />} />
      <Route path="/occupancy/:report" element={<FamilyReportPage family="occupancy" />} />
      <Route path="/chasing-dashboard" element={<ChasingDashboardPage />} />
      <Route path="/chasing-action-panel" element={<ChasingActionPanelPage />} />
      <Route path="/chasing-stats" element={<ChasingStatsPage />} />
      <Route path="/chasing-applications" element={<ChasingApplicationsPage />} />
      <Route path="/performance-report" element={<PerformanceReportPage />} />
      <Route path="/cmo-dashboard" element={<CmoDashboardPage />} />
    </>
  );
}
