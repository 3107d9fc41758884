import { describe, expect, it } from 'vitest';
import { canReadRevenueFigures, dashboardLinksFor, isDashboardRoute } from './dashboard-links';

const FIRST_FOUR = ['Application Dashboard', 'Pendency Dashboard', 'Tickets Dashboard', 'GHMC Pendency Dashboard'];

describe('dashboardLinksFor (spec 1 §2.7)', () => {
  it.each([
    ['COMMISSIONER', true],
    ['DEPUTY_COMMISSIONER', true],
    ['FINAL APPROVING OFFICER', true],
    ['VICE_CHAIRMAN', true],
    ['DISTRICT_COLLECTOR', false],
    ['HMDA_DIRECTOR', false],
    ['SITE_VERIFICATION', false],
    ['TECHNICAL_VERIFICATION', false],
    ['LINE_DEPARTMENT', false],
  ])('gives %s the four dashboards; Revenue Dashboard: %s', (level, isShown) => {
    const labels = dashboardLinksFor(level).map((link) => link.label);
    expect(labels.slice(0, 4)).toEqual(FIRST_FOUR);
    expect(labels.includes('Revenue Dashboard')).toBe(isShown);
  });

  it('gives the chasing cell none (it has its own dashboard and action panel)', () => {
    expect(dashboardLinksFor('CIO_CHASING_CELL')).toEqual([]);
  });

  it('opens the revenue figures, not the occupancy fee-intimation letters', () => {
    expect(dashboardLinksFor('COMMISSIONER').at(-1)).toEqual({
      label: 'Revenue Dashboard',
      route: '/revenue-dashboard',
    });
  });
});

describe('isDashboardRoute', () => {
  it.each([
    ['/dashboard', true],
    ['/summary/verification', true],
    ['/revenue-dashboard', true],
    ['/summary-report', false],
    ['/summary/approved', false],
    ['/building-permissions/penalties-report', false],
    ['/chasing-action-panel', false],
  ])('%s: %s', (pathname, isDashboard) => {
    expect(isDashboardRoute(pathname)).toBe(isDashboard);
  });
});

describe('canReadRevenueFigures', () => {
  const inUlb = { ulbId: 1, districtId: 10, authorityId: 100 };
  it.each([
    ['FINAL APPROVING OFFICER', inUlb, true],
    ['VICE_CHAIRMAN', { ulbId: null, districtId: null, authorityId: 100 }, true],
    ['DISTRICT_COLLECTOR', { ulbId: null, districtId: 10, authorityId: null }, true],
    ['SITE_VERIFICATION', inUlb, false],
  ])('%s: %s', (permissionLevel, jurisdiction, canRead) => {
    expect(canReadRevenueFigures({ permissionLevel, ...jurisdiction })).toBe(canRead);
  });
});
