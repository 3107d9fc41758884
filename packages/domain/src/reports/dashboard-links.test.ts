import { describe, expect, it } from 'vitest';
import { dashboardLinksFor } from './dashboard-links';

describe('dashboardLinksFor', () => {
  it.each([
    ['COMMISSIONER', true],
    ['DEPUTY_COMMISSIONER', true],
    ['FINAL APPROVING OFFICER', true],
    ['VICE_CHAIRMAN', true],
    ['DISTRICT_COLLECTOR', false],
    ['HMDA_DIRECTOR', false],
    ['SITE_VERIFICATION', false],
  ])('%s sees the Revenue Dashboard: %s', (level, isShown) => {
    const labels = dashboardLinksFor(level).map((link) => link.label);
    expect(labels.includes('Revenue Dashboard')).toBe(isShown);
    expect(labels.slice(0, 4)).toEqual([
      'Application Dashboard',
      'Pendency Dashboard',
      'Tickets Dashboard',
      'GHMC Pendency Dashboard',
    ]);
  });
});
