import { lazy } from 'react';
import { Route } from 'react-router';

// The report families' pages load on demand, charts with them: the login page and the inbox never load them.
const FamilyReportPage = lazy(() => import('./family-report-page').then((m) => ({ default: m.FamilyReportPage })));

/**
 * The report families' routes of spec 1 §2.2 (/building-permissions/{report}, /occupancy/{report}), inside the
 * signed-in layout. A feature of their own: a family's pages show both the reports' period figures and the
 * chasing cell's officer figures, and neither of those two features builds on the other's pages.
 */
export function familyReportRoutes() {
  return (
    <>
      <Route path="/building-permissions/:report" element={<FamilyReportPage family="building-permissions" />} />
      <Route path="/occupancy/:report" element={<FamilyReportPage family="occupancy" />} />
    </>
  );
}
