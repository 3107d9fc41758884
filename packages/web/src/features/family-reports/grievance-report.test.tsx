import { indiaDay, yearRange } from '@anumati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GrievancesDocument, ReportScopeDocument } from '../../shared/graphql/generated/graphql';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import type { TResultOf } from '../../shared/graphql/graphql-request';
import { FamilyReportPage } from './family-report-page';

type TUlbGrievances = TResultOf<typeof GrievancesDocument>['grievances'][number];

const ulb = (ulbName: string, filed: number): TUlbGrievances => ({
  ulbName,
  filed,
  inVerification: 1,
  withCommissioner: 1,
  completed: filed - 2,
  approved: filed - 3,
  rejected: 1,
});

/** Since 2020 two ULBs had grievances; last year only one of them. */
const SINCE_START = [ulb('Nizampet', 1234), ulb('Suryapet', 7)];
const LAST_YEAR = [ulb('Nizampet', 40)];
const lastYear = Number(indiaDay(new Date()).slice(0, 4)) - 1;

const grievances = operation(GrievancesDocument);

const server = setupMockServer(
  operation(ReportScopeDocument).answer(() => ({
    reportScope: {
      level: 'STATE',
      hasReports: true,
      authorities: [],
      districts: [],
      ulbs: [],
      authorityOptions: ['DTCP', 'GHMC'],
    },
  })),
  grievances.answer(({ filter }) => ({ grievances: filter?.startDate ? LAST_YEAR : SINCE_START })),
);

function renderReport() {
  matchEveryMediaQuery();
  return renderAsOfficer(server, <FamilyReportPage family="building-permissions" />, {
    route: '/building-permissions/:report',
    path: '/building-permissions/grievance-report',
    officer: { permissionLevel: 'DTCP_DIRECTOR', ulbName: null, district: null },
  });
}

/** The cells of a ULB's row, once it is listed. */
async function cellsOf(ulbName: string) {
  const row = await screen.findByRole('row', { name: new RegExp(`^${ulbName}`) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the grievance report against the server', () => {
  it('lists each ULB’s grievances since 2020, counts grouped the Indian way', async () => {
    renderReport();
    expect(await screen.findByRole('heading', { name: /Grievances/ })).toBeTruthy();
    expect(await cellsOf('Nizampet')).toEqual(['Nizampet', '1,234', '1', '1', '1,232', '1,231', '1']);
    expect(await cellsOf('Suryapet')).toEqual(['Suryapet', '7', '1', '1', '5', '4', '1']);
    expect(grievances.sentVariables()[0]?.filter).toEqual({
      applicationTypes: expect.arrayContaining(['SELF CERTIFICATION']) as string[],
    });
  });

  it('asks for last year once the officer picks it, and lists only what it held', async () => {
    const user = userEvent.setup();
    renderReport();
    await cellsOf('Suryapet');
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    // The list is still fading in (hidden to the accessibility tree) when it can be clicked, as in a browser.
    await user.click(await screen.findByRole('option', { name: String(lastYear), hidden: true }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Suryapet/ })).toBeNull());
    expect(await cellsOf('Nizampet')).toEqual(['Nizampet', '40', '1', '1', '38', '37', '1']);
    expect(grievances.sentVariables().at(-1)?.filter).toMatchObject(yearRange(lastYear, indiaDay(new Date())));
  });
});
