import { describe, expect, it } from 'vitest';
import { pageTitleKey } from '../features/shell/route-title';
// The router and the features' route lists as text (Vite's ?raw import): every path they declare has its title.
import appRoutes from './app-routes.tsx?raw';
import reportRoutes from '../features/reports/report-routes.tsx?raw';
import correctionRoutes from '../features/corrections/correction-routes.tsx?raw';
import chasingRoutes from '../features/chasing-cell/chasing-cell-routes.tsx?raw';
import familyRoutes from '../features/family-reports/family-report-routes.tsx?raw';
import searchRoutes from '../features/officer-search/search-routes.tsx?raw';

describe('the title of each route the router declares (WCAG 2.4.2)', () => {
  it('is named in page-titles.ts, not left to the product name alone', () => {
    const declared = [appRoutes, reportRoutes, correctionRoutes, chasingRoutes, familyRoutes, searchRoutes].flatMap(
      (source) => [...source.matchAll(/path="([^"*]+)"/g)].map((match) => match[1] ?? ''),
    );
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((path) => pageTitleKey(path.replaceAll(/:\w+/g, 'x')) === undefined)).toEqual([]);
  });
});
