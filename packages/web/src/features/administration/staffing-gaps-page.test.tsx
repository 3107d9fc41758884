import type { TOfficerLevel } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffingGapsDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ADMIN_GHMC } from './administration.fixture';
import { StaffingGapsPage } from './staffing-gaps-page';

const gap = (ulbId: string, ulbName: string, role: string, stage: string, level: TOfficerLevel, numbers: string[]) => ({
  ulbId,
  ulbName,
  role,
  stage,
  level,
  stuckApplicationCount: numbers.length,
  stuckApplicationNumbers: numbers,
});

const server = setupMockServer(
  operation(StaffingGapsDocument).answer(() => ({
    staffingGaps: [
      gap('2', 'Boduppal', 'Municipal Commissioner', 'DECISION', 'L1', ['HMDA/SW/2026/000001', 'HMDA/SW/2026/000002']),
      gap('2', 'Boduppal', 'Site Inspector', 'SITE', 'L1', []),
      gap('3', 'Suryapet', 'Title Inspector', 'TITLE', 'L1', ['DTCP/SC/2026/000007']),
    ],
  })),
);

const renderPage = () =>
  renderAsOfficer(server, <StaffingGapsPage />, {
    route: '/administration/staffing-gaps',
    path: '/administration/staffing-gaps',
    officer: ADMIN_GHMC,
  });

describe('the staffing gaps (issue 52 §6)', () => {
  it('lists per ULB each role nobody holds, its stage, and the files that will stop there', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Staffing gaps by ULB' });
    const decision = within(table).getByRole('row', { name: /Municipal Commissioner/ });
    expect(within(decision).getByRole('rowheader', { name: 'Boduppal' })).toBeTruthy();
    expect(within(decision).getByText('VERIFICATION · L1')).toBeTruthy();
    expect(within(decision).getByText('HMDA/SW/2026/000001, HMDA/SW/2026/000002')).toBeTruthy();
    expect(
      within(decision).getByRole('link', { name: 'Officers of Municipal Commissioner, Boduppal' }).getAttribute('href'),
    ).toBe('/administration/officers?role=Municipal+Commissioner&ulb=2');
    expect(within(table).getByRole('row', { name: /Title Inspector/ }).textContent).toContain('Suryapet');
  });

  it('reads in Telugu', async () => {
    await changeLanguage('te', { remember: false });
    renderPage();
    const table = await screen.findByRole('table', { name: 'ULB వారీగా సిబ్బంది ఖాళీలు' });
    expect(within(table).getByText('మున్సిపల్ కమిషనర్')).toBeTruthy();
    expect(within(table).getByText('స్థల పరిశీలన · స్థాయి 1')).toBeTruthy();
  });
});
