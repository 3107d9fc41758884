import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPermissionLevel } from '@anumati/domain';
import { ReportScopeDocument, RevenueDocument } from '../../shared/graphql/generated/graphql';
import type { TResultOf } from '../../shared/graphql/graphql-request';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ReportNavLinks } from './report-nav-links';
import { RevenueDashboardPage } from './revenue-dashboard-page';

type TScope = TResultOf<typeof ReportScopeDocument>['reportScope'];

/** An officer without reports (spec 1 §6), bound to their ULB: the dashboards count that ULB. */
const OWN_ULB: TScope = {
  level: 'ULB',
  hasReports: false,
  authorities: ['DTCP'],
  districts: ['Suryapet'],
  ulbs: ['Suryapet'],
  authorityOptions: ['DTCP'],
};

const revenue = operation(RevenueDocument);
const server = setupMockServer(
  operation(ReportScopeDocument).answer(() => ({ reportScope: OWN_ULB })),
  revenue.answer(() => ({
    revenue: {
      rows: [
        {
          ulbName: 'Suryapet',
          district: 'Suryapet',
          applicationType: 'SINGLE WINDOW',
          files: 3,
          intimated: 150000,
          paid: 95000.5,
          pending: 54999.5,
          adjusted: -2000,
        },
      ],
      total: { files: 3, intimated: 150000, paid: 95000.5, pending: 54999.5, adjusted: -2000 },
    },
  })),
);

function renderSidebar(permissionLevel: TPermissionLevel) {
  return renderAsOfficer(
    server,
    <nav aria-label="Sidebar">
      <ReportNavLinks isChasingCell={permissionLevel === 'CIO_CHASING_CELL'} permissionLevel={permissionLevel} />
    </nav>,
    { route: '/post-verification', path: '/post-verification', officer: { permissionLevel } },
  );
}

/** Opens the Dashboards group and waits for its links to be listed as these. */
async function expectDashboards(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.click(await screen.findByRole('button', { name: 'Dashboards' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('navigation', { name: 'Sidebar' }))
        .queryAllByRole('link')
        .map((link) => link.textContent)
        .filter((name) => name?.endsWith('Dashboard')),
    ).toEqual(names),
  );
}

const FOUR = ['Application Dashboard', 'Pendency Dashboard', 'Tickets Dashboard', 'GHMC Pendency Dashboard'];

describe('the sidebar’s dashboards (spec 1 §2.7)', () => {
  it('gives a site inspector, whose office has no reports, the four dashboards and no report menu', async () => {
    const user = userEvent.setup();
    renderSidebar('SITE_VERIFICATION');
    await expectDashboards(user, FOUR);
    expect(screen.queryByRole('button', { name: 'Reports' })).toBeNull();
  });

  it.each<TPermissionLevel>(['FINAL APPROVING OFFICER', 'VICE_CHAIRMAN'])(
    'gives the %s the Revenue Dashboard',
    async (level) => {
      const user = userEvent.setup();
      renderSidebar(level);
      await expectDashboards(user, [...FOUR, 'Revenue Dashboard']);
      expect(screen.getByRole('link', { name: 'Revenue Dashboard' }).getAttribute('href')).toBe('/revenue-dashboard');
    },
  );

  it('gives the chasing cell no dashboards', async () => {
    renderSidebar('CIO_CHASING_CELL');
    expect(await screen.findByRole('link', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dashboards' })).toBeNull();
  });
});

describe('the Revenue Dashboard against the server', () => {
  it('shows the fees intimated, paid, pending and adjusted, and each ULB and type', async () => {
    matchEveryMediaQuery();
    renderAsOfficer(server, <RevenueDashboardPage />, {
      route: '/revenue-dashboard',
      path: '/revenue-dashboard',
      officer: { permissionLevel: 'FINAL APPROVING OFFICER', ulbName: 'Suryapet' },
    });
    expect(await screen.findByRole('heading', { name: 'Revenue Dashboard' })).toBeTruthy();
    expect(await screen.findByText('₹ 1,50,000.00')).toBeTruthy();
    expect(screen.getByText('₹ 95,000.50')).toBeTruthy();
    expect(screen.getByText('₹ 54,999.50')).toBeTruthy();
    expect(screen.getByText('₹ -2,000.00')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /^Suryapet/ });
    expect(within(row).getByText('Single Window')).toBeTruthy();
    // The officer's own ULB, preset by their scope.
    expect(revenue.sentVariables()[0]?.filter).toEqual({
      authorities: ['DTCP'],
      districts: ['Suryapet'],
      ulbs: ['Suryapet'],
    });
  });
});
