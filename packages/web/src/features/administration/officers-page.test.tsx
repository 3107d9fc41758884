import type { TOfficerState } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  AdminChoicesDocument,
  AdminOfficersDocument,
  StaffingGapsDocument,
} from '../../shared/graphql/generated/graphql';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ADMIN_GHMC, CHOICES } from './administration.fixture';
import type { TAdminOfficerRow } from './api/admin-officers.query';
import { OfficersPage } from './officers-page';

const officer = (id: string, firstName: string, state: TOfficerState, role = 'Site Inspector'): TAdminOfficerRow => ({
  id,
  username: `${firstName.toLowerCase()}.ghmc`,
  firstName,
  lastName: 'Rao',
  mobile: '9876500000',
  role,
  ulbName: 'GHMC',
  districtName: 'Hyderabad',
  authorityCode: 'GHMC',
  state,
  openTurns: 3,
});

const OFFICERS = [officer('7', 'Suresh', 'ACTIVE'), officer('8', 'Lakshmi', 'BLOCKED', 'Municipal Commissioner')];

const officersQuery = operation(AdminOfficersDocument);

/** Where the list went: its URL, as back and forward keep it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const server = setupMockServer(
  operation(AdminChoicesDocument).answer(() => CHOICES),
  operation(StaffingGapsDocument).answer(() => ({
    staffingGaps: [
      {
        ulbId: '2',
        ulbName: 'Boduppal',
        role: 'Municipal Commissioner',
        stage: 'DECISION',
        level: 'L1',
        stuckApplicationCount: 4,
        stuckApplicationNumbers: ['HMDA/SW/2026/000001'],
      },
    ],
  })),
  officersQuery.answer(({ state, page }) => ({
    adminOfficers: {
      totalCount: 45,
      totalPages: 3,
      records: state === 'BLOCKED' ? OFFICERS.slice(1) : page === 2 ? [officer('9', 'Page', 'ACTIVE')] : OFFICERS,
    },
  })),
);

function renderPage(path = '/administration/officers') {
  // The table's columns show only while their media query matches, as on a wide screen.
  matchEveryMediaQuery();
  return renderAsOfficer(
    server,
    <>
      <OfficersPage />
      <Address />
    </>,
    { route: '/administration/officers', path, officer: ADMIN_GHMC },
  );
}

describe('the officers list (issue 52 §2)', () => {
  it('shows the staffing gaps first, then the officers with their role, state and open turns', async () => {
    renderPage();
    const gaps = await screen.findByRole('region', { name: 'Staffing gaps today' });
    expect(
      await within(gaps).findByText('Roles with nobody active: 1 · in ULBs: 1 · applications that will stop there: 4'),
    ).toBeTruthy();
    expect(within(gaps).getByRole('link', { name: 'See the staffing gaps' }).getAttribute('href')).toBe(
      '/administration/staffing-gaps',
    );
    const row = await screen.findByRole('row', { name: /Lakshmi Rao/ });
    expect(within(row).getByText('Municipal Commissioner')).toBeTruthy();
    expect(within(row).getByText('Blocked')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Lakshmi Rao' }).getAttribute('href')).toBe(
      '/administration/officers/8',
    );
    expect(screen.getByText('45 officers')).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('filters by state, role and ULB and searches, each kept in the URL and sent to the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Suresh Rao/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Blocked');
    expect(await screen.findByRole('row', { name: /Lakshmi Rao/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Suresh Rao/ })).toBeNull();
    // The roles and ULBs to filter by come with the administrator's choices.
    await screen.findByRole('option', { name: 'Boduppal' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Municipal Commissioner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ULB / jurisdiction' }), 'GHMC');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' lakshmi {Enter}');
    expect(
      await screen.findByText('/administration/officers?q=lakshmi&role=Municipal+Commissioner&ulb=1&state=BLOCKED'),
    ).toBeTruthy();
    expect(officersQuery.sentVariables().at(-1)).toEqual({
      search: 'lakshmi',
      role: 'Municipal Commissioner',
      ulbId: '1',
      state: 'BLOCKED',
      page: 1,
      perPage: 20,
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('/administration/officers')).toBeTruthy();
  });

  it('opens at the page and filters its link names, and pages on from there', async () => {
    const user = userEvent.setup();
    renderPage('/administration/officers?state=ACTIVE&page=2');
    expect(await screen.findByRole('row', { name: /Page Rao/ })).toBeTruthy();
    expect(officersQuery.sentVariables()[0]).toMatchObject({ state: 'ACTIVE', page: 2 });
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('ACTIVE');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('/administration/officers?state=ACTIVE&page=3')).toBeTruthy();
  });
});
