import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
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

type TListVariables = { search?: string; page: number; perPage: number };

/** The server as the console sees it: the list's search and paging happen there, across every record. */
function answerGraphql() {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: TListVariables };
    const data = query.includes('reportScope')
      ? {
          reportScope: {
            level: 'STATE',
            hasReports: true,
            authorities: [],
            districts: [],
            ulbs: [],
            authorityOptions: [],
          },
        }
      : query.includes('reportApplications')
        ? { reportApplications: listOf(variables) }
        : { reports: { type: 'CONSOLIDATED', groupBy: null, startDate: '', endDate: '', rows: [] } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function listOf({ search, page, perPage }: TListVariables) {
  const needle = search?.toLowerCase() ?? '';
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

/** The list requests the page sent. */
const listRequests = (fetchMock: ReturnType<typeof answerGraphql>) =>
  fetchMock.mock.calls
    .map((call) => JSON.parse(String(call[1].body)) as { query: string; variables: TListVariables })
    .filter((body) => body.query.includes('reportApplications'))
    .map((body) => body.variables);

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

/**
 * mantine-datatable shows a column while its media query matches (the test setup's matchMedia matches nothing),
 * and scrolls the table back to its top when the rows change (jsdom has no scrollTo).
 */
beforeEach(() => {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
  Object.defineProperty(Element.prototype, 'scrollTo', { value: () => undefined, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollTo');
});

// A bound that catches a hang, not a busy machine.
describe('SummaryListPage search (spec 3 §2 /summary/{label})', { timeout: 60_000 }, () => {
  it('asks the server, so a match beyond the first page is found, from page 1, and the URL keeps it', async () => {
    const fetchMock = answerGraphql();
    renderAt('/summary/verification?page=2');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/11', {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(table).queryByText('SW/2026/23')).toBeNull();

    await userEvent.type(await screen.findByRole('textbox', { name: 'Search applications' }), ' suryapet ');
    // On a busy machine a pause between keystrokes may ask the server for part of the word first ("sur").
    await waitFor(
      () => expect(listRequests(fetchMock).at(-1)).toMatchObject({ search: 'suryapet', page: 1, perPage: 10 }),
      { timeout: 30_000 },
    );
    expect(await within(table).findByText('SW/2026/23', {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(table).queryByText('SW/2026/11')).toBeNull();
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/summary/verification?q=suryapet');
  });

  it('searches on arrival when the URL carries a search (a reload)', async () => {
    const fetchMock = answerGraphql();
    renderAt('/summary/verification?q=Suryapet');
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Search applications' });
    expect(box.value).toBe('Suryapet');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/23', {}, { timeout: 30_000 })).toBeTruthy();
    expect(listRequests(fetchMock).every((variables) => variables.search === 'Suryapet')).toBe(true);
  });

  it('asks for at most 100 characters, from its box and from a link written by hand', async () => {
    const fetchMock = answerGraphql();
    // The server refuses a longer search, and the list showed a load error in place of its rows.
    renderAt(`/summary/verification?q=${encodeURIComponent('స'.repeat(130))}`);
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Search applications' });
    expect(box.value).toBe('స'.repeat(100));
    await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    await waitFor(() => expect(listRequests(fetchMock).length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(listRequests(fetchMock).every((variables) => variables.search === 'స'.repeat(100))).toBe(true);
    await userEvent.clear(box);
    await userEvent.type(box, 'y'.repeat(120));
    expect(box.value).toBe('y'.repeat(100));
  });

  it('goes to the last page from one past it, in place of the address (no "No Data Found" without pagination)', async () => {
    const fetchMock = answerGraphql();
    // A link kept from a longer list: page 9 of 25 files, 10 a page.
    renderAt('/summary/verification?page=9');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/21', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/summary/verification?page=3');
    // Replaced, not pushed: back does not return to the empty page.
    expect(screen.getByRole('status', { name: 'Navigation' }).textContent).toBe('REPLACE');
    expect(listRequests(fetchMock).map((variables) => variables.page)).toEqual([9, 3]);
    expect(screen.queryByText('No Data Found')).toBeNull();
  });

  it('reads a link written by hand as far as it holds a period and a page, rather than failing on it', async () => {
    const fetchMock = answerGraphql();
    renderAt('/summary/verification?start=2026-13-45&end=2026-02-30&page=-3');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/01', {}, { timeout: 30_000 })).toBeTruthy();
    const sent = fetchMock.mock.calls.map(
      (call) => JSON.parse(String(call[1].body)) as { query: string; variables: Record<string, unknown> },
    );
    const asked = sent.filter(({ query }) => /reportApplications|reports\(/.test(query));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const { variables } of asked) {
      expect(variables).not.toHaveProperty('startDate');
      expect(variables).not.toHaveProperty('endDate');
    }
    expect(listRequests(fetchMock).map((variables) => variables.page)).toEqual([1]);
    expect(screen.queryByText('Could not load')).toBeNull();
  });

  it('shows … in its tabs, not a 0 no one counted, while the counts have not come', async () => {
    const fetchMock = answerGraphql();
    const answer = fetchMock.getMockImplementation();
    if (!answer) throw new Error('answerGraphql stubs fetch');
    fetchMock.mockImplementation(async (url, init) =>
      String(init.body).includes('reportApplications') || String(init.body).includes('reportScope')
        ? answer(url, init)
        : new Response(JSON.stringify({ errors: [{ message: 'Service unavailable' }] }), {
            headers: { 'content-type': 'application/json' },
          }),
    );
    renderAt('/summary/verification');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 30_000 });
    expect(await within(table).findByText('SW/2026/01', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Total (…)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Single Window (…)' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /\(0\)/ })).toBeNull();
  });
});
