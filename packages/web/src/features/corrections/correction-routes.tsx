import { lazy } from 'react';
import { Route } from 'react-router';

const CorrectionListPage = lazy(() =>
  import('./correction-list-page').then((module) => ({ default: module.CorrectionListPage })),
);
const CorrectionPage = lazy(() => import('./correction-page').then((module) => ({ default: module.CorrectionPage })));

/**
 * Spec 1 §2.2 correction routes, verbatim. The commissioner's keeps its space: React Router decodes the path
 * before matching, so /commisioner-correction-view%20/7 (how a browser sends it) matches the route as written.
 */
export function correctionRoutes() {
  return [
    <Route key="list" path="/correction-verification" element={<CorrectionListPage />} />,
    <Route key="verify" path="/correction-verification-/:id" element={<CorrectionPage filter="correction" />} />,
    <Route key="view" path="/correction-view-/:id" element={<CorrectionPage filter="completed" />} />,
    <Route key="decide" path="/commisioner-correction-view /:id" element={<CorrectionPage filter="submitted" />} />,
  ];
}
