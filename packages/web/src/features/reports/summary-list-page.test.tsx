import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import {
  ReportApplicationsDocument,
  ReportScopeDocument,
  ReportsDocument,
} from '../../shared/graphql/generated/graphql';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TReportApplication } from './api/report-applications.query';
import { SummaryListPage } from './summary-list-page';

/** 25 verification files, 10 a page: only the 23rd, on page 3, is in Suryapet. */
const RECORDS: TReportApplication[] = Array.from({ length: 25 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    id: number,
    applicationIdentifier: `SW/2026/${number}`,
    applicationType: 'SINGLE WINDOW',
    approvalFor: 'BUILDING',
    status: 'VERIFICATION_UNDER_PROGRESS',
    createdAt: '2026-10-01T06:00:00.000Z',
    appliedAt: '2026-10-01T06:00:00.000Z',
    updatedAt: '2026-10-01T06:00:00.000Z',
    approvalDate: null,
    remarks: null,
    officersRemarks: [],
    property: {
      location: {
        circle: null,
        ulbName: 'GHMC',
        district: index === 22 ? 'Suryapet' : 'Hyderabad',
        districtAdministrationArea: 'GHMC',
      },
    },
  };
});

const list = operation(ReportApplicationsDocument);
const reports = operation(ReportsDocument);
const SCOPE = {
  level: 'STATE' as const,
  hasReports: true,
  authorities: [],
  districts: [],
  ulbs: [],
  authorityOptions: [],
};

/** The server as the console sees it: the list's search and paging happen there, across every record. */
const server = setupMockServer(
  operation(ReportScopeDocument).answer(() => ({ reportScope: SCOPE })),
  list.answer(({ search, page, perPage }) => ({ reportApplications: listOf({ search, page, perPage }) })),
  reports.answer(() => ({
    reports: { type: 'CONSOLIDATED', groupBy: null, startDate: '', endDate: '', rows: [] },
  })),
);

function listOf(variables: { search?: string | null; page?: number | null; perPage?: number | null }) {
  const needle = variables.search?.toLowerCase() ?? '';
  const page = variables.page ?? 1;
  const perPage = variables.perPage ?? 10;
  const matches = RECORDS.filter((record) =>
    [record.applicationIdentifier, record.property.location.district].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
  return {
    totalCount: matches.length,
    totalPages: Math.ceil(matches.length / perPage),
    records: matches.slice((page - 1) * perPage, page * perPage),
  };
}

function Location() {
  const location = useLocation();
  return (
    <>
      <output aria-label="Location">{location.pathname + location.search}</output>
      <output aria-label="Navigation">{useNavigationType()}</output>
    </>
  );
}

function renderAt(path: string) {
  matchEveryMediaQuery();
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/summary/:label" element={<SummaryListPage />} />
      </Routes>
      <Location />
    </>,
    { path },
  );
}

// A bound that catches a hang, not a busy machine.
describe('SummaryListPage search (spec 3 §2 /summary/{label})', { timeout: 60_000 }, () => {
  it('asks the server, so a match beyond the first page is found, from page 1, and the URL keeps it', async () => {
    renderAt('/summary/verification?page=2');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/11', {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(table).queryByText('SW/2026/23')).toBeNull();

    await userEvent.type(await screen.findByRole('textbox', { name: 'Search applications' }), ' suryapet ');
    // On a busy machine a pause between keystrokes may ask the server for part of the word first ("sur").
    await waitFor(
      () => expect(list.sentVariables().at(-1)).toMatchObject({ search: 'suryapet', page: 1, perPage: 10 }),
      { timeout: 30_000 },
    );
    expect(await within(table).findByText('SW/2026/23', {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(table).queryByText('SW/2026/11')).toBeNull();
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/summary/verification?q=suryapet');
  });

  it('searches on arrival when the URL carries a search (a reload)', async () => {
    renderAt('/summary/verification?q=Suryapet');
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Search applications' });
    expect(box.value).toBe('Suryapet');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/23', {}, { timeout: 30_000 })).toBeTruthy();
    expect(list.sentVariables().every((variables) => variables.search === 'Suryapet')).toBe(true);
  });

  it('asks for at most 100 characters, from its box and from a link written by hand', async () => {
    // The server refuses a longer search, and the list showed a load error in place of its rows.
    renderAt(`/summary/verification?q=${encodeURIComponent('స'.repeat(130))}`);
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Search applications' });
    expect(box.value).toBe('స'.repeat(100));
    await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    await waitFor(() => expect(list.sentVariables().length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(list.sentVariables().every((variables) => variables.search === 'స'.repeat(100))).toBe(true);
    await userEvent.clear(box);
    await userEvent.type(box, 'y'.repeat(120));
    expect(box.value).toBe('y'.repeat(100));
  });

  it('goes to the last page from one past it, in place of the address (no "No Data Found" without pagination)', async () => {
    // A link kept from a longer list: page 9 of 25 files, 10 a page.
    renderAt('/summary/verification?page=9');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/21', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/summary/verification?page=3');
    // Replaced, not pushed: back does not return to the empty page.
    expect(screen.getByRole('status', { name: 'Navigation' }).textContent).toBe('REPLACE');
    expect(list.sentVariables().map((variables) => variables.page)).toEqual([9, 3]);
    expect(screen.queryByText('No Data Found')).toBeNull();
  });

  it('reads a link written by hand as far as it holds a period and a page, rather than failing on it', async () => {
    renderAt('/summary/verification?start=2026-13-45&end=2026-02-30&page=-3');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/01', {}, { timeout: 30_000 })).toBeTruthy();
    const asked = [...list.sentVariables(), ...reports.sentVariables()];
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const variables of asked) {
      expect(variables).not.toHaveProperty('startDate');
      expect(variables).not.toHaveProperty('endDate');
    }
    expect(list.sentVariables().map((variables) => variables.page)).toEqual([1]);
    expect(screen.queryByText('Could not load')).toBeNull();
  });

  it('shows … in its tabs, not a 0 no one counted, while the counts have not come', async () => {
    server.use(reports.fail({ message: 'Service unavailable' }));
    renderAt('/summary/verification');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/01', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Total (…)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Single Window (…)' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /\(0\)/ })).toBeNull();
  });
});
