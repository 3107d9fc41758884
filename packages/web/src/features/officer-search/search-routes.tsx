import { lazy } from 'react';
import { Route } from 'react-router';

// The search screen loads on demand: the login page and the inbox never load it.
const SearchPage = lazy(() => import('./search-page').then((m) => ({ default: m.SearchPage })));

/** The search route of spec 1 §2.2, among the report routes inside the signed-in layout. */
export function searchRoutes() {
  return <Route path="/search" element={<SearchPage />} />;
}
