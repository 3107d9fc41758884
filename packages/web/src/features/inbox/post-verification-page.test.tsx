import { applicationTypeLabel } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { inboxRecord } from '../../testing/inbox-record';
import { TEST_OFFICER } from '../../testing/render-as-officer';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TInboxRecord } from '../../shared/application/applications-by-date-and-type-filter.query';
import { PostVerificationPage } from './post-verification-page';

/** How the page came to its address, and the address's query. */
function Address() {
  return (
    <output aria-label="Address">
      {useNavigationType()} {useLocation().search}
    </output>
  );
}

const ME = { ...TEST_OFFICER, permissionLevel: 'TPS_OFFICER', role: { id: '1', name: 'TPS' } };
const RECORD = inboxRecord({ officerStageStatus: 'SUBMITTED' });

/** Answers the inbox's three operations by name; the list holds the given records. */
function fakeServer(
  records: TInboxRecord[],
  counts: { filter: string; count: number }[] = [{ filter: 'REVIEW', count: 123456 }],
  me = ME,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      const data = query.includes('query Me')
        ? { me }
        : query.includes('InboxTabCounts')
          ? { inboxTabCounts: counts }
          : { applicationsByDateAndTypeFilter: { totalCount: records.length, totalPages: 1, records } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  // The data table shows a column only while its media query matches, and the setup's matchMedia matches nothing:
  // here every query matches, as in a browser.
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en', { remember: false });
});

describe('PostVerificationPage', { timeout: 60_000 }, () => {
  it('holds no "No Data Found" under a filled list, for screen readers to read', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer([RECORD]);
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification' });
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review (1,23,456)' })).toBeTruthy();
    // Plot areas with Indian grouping.
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
    expect(screen.queryByText('Nothing waiting for you')).toBeNull();
  });

  it('tags a compound wall CW beside its type, and shows a submitted turn as a badge', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer([{ ...RECORD, approvalFor: 'COMPOUNDWALL' }]);
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification' });
    expect(await screen.findByText('Instant Approval (CW)')).toBeTruthy();
    expect(screen.getByText('Already submitted').closest('.mantine-Badge-root')).not.toBeNull();
  });

  it('keeps the space of the list while its first page loads, and its columns through a tab change', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer([RECORD]);
    const answer = vi.mocked(fetch).getMockImplementation();
    if (!answer) throw new Error('fakeServer stubs fetch');
    const heldLists: (() => void)[] = [];
    // The list's answers wait until the test lets them through; the officer and the tab counts answer at once.
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      const isList = String(init?.body).includes('applicationsByDateAndTypeFilter');
      if (isList) await new Promise<void>((resolve) => heldLists.push(resolve));
      return answer(url, init);
    });
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification' });
    expect(await screen.findByRole('tab', { name: 'Review (1,23,456)' })).toBeTruthy();
    // No table yet: an empty one sized its columns by the headings alone, and they moved when the rows came.
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Application Type' })).toBeNull();

    heldLists.splice(0).forEach((release) => release());
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Application Type' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^Processed/ }));
    expect(heldLists.length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Application Type' })).toBeTruthy();
    heldLists.splice(0).forEach((release) => release());
  });

  it('says so when the list is empty', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer([]);
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nothing waiting for you' })).toBeTruthy();
  });

  it('offers no export of a list that could not be loaded, until RETRY brings it', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer([RECORD]);
    const answer = vi.mocked(fetch).getMockImplementation();
    if (!answer) throw new Error('fakeServer stubs fetch');
    let isListDown = true;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      const isList = String(init?.body).includes('applicationsByDateAndTypeFilter');
      if (isList && isListDown) {
        return new Response(JSON.stringify({ errors: [{ message: 'The server could not answer' }] }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return answer(url, init);
    });
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification' });
    const retry = await screen.findByRole('button', { name: 'RETRY' });
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export all data' }).hasAttribute('disabled')).toBe(true);

    isListDown = false;
    await userEvent.click(retry);
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Export all data' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for what the server takes: a search of at most 100 characters, a day, a whole page', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer([RECORD]);
    // A link written by hand: 150 characters of search, a thirteenth month and half a page. The server refused
    // them, and the console showed a load error where the list was.
    const longSearch = 'శ'.repeat(150);
    renderWithProviders(<PostVerificationPage />, {
      path: `/post-verification?tab=ALL&q=${encodeURIComponent(longSearch)}&date=2026-13-45&page=2.5`,
    });
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    const listVariables = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as { query: string; variables: object })
      .filter(({ query }) => query.includes('applicationsByDateAndTypeFilter'))
      .map(({ variables }) => variables);
    expect(listVariables).toEqual([expect.objectContaining({ filter: 'ALL', searchParam: 'శ'.repeat(100), page: 1 })]);
    expect(listVariables[0]).not.toHaveProperty('receivedDateParam');

    const searchBox = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    expect(searchBox.value).toBe('శ'.repeat(100));
    // Typing or pasting past the limit: the box keeps the first 100 characters, as the server would count them.
    await userEvent.clear(searchBox);
    await userEvent.type(searchBox, 'x'.repeat(120));
    expect(searchBox.value).toBe('x'.repeat(100));
  });

  it('goes to the last page when the files of its page have moved on, in place of the address', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    // The officer was on page 3 of Review and verified its last files: 20 are left, two pages.
    const records = Array.from({ length: 20 }, (_, index) =>
      inboxRecord({ id: String(index + 1), applicationIdentifier: `NZP/2026/${String(index + 1).padStart(4, '0')}` }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: { page: number } };
        const data = query.includes('query Me')
          ? { me: ME }
          : query.includes('InboxTabCounts')
            ? { inboxTabCounts: [{ filter: 'REVIEW', count: 20 }] }
            : {
                applicationsByDateAndTypeFilter: {
                  totalCount: 20,
                  totalPages: 2,
                  records: records.slice((variables.page - 1) * 10, variables.page * 10),
                },
              };
        return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(
      <>
        <PostVerificationPage />
        <Address />
      </>,
      { path: '/post-verification?tab=REVIEW&page=3' },
    );
    expect(await screen.findByText('NZP/2026/0011')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      'REPLACE ?tab=REVIEW&page=2&sort=receivedDate&order=ASC',
    );
    expect(screen.queryByText('No Data Found')).toBeNull();
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads in Telugu: heading, search, buttons, columns and the alert', async () => {
    fakeServer([RECORD]);
    await changeLanguage('te', { remember: false });
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification' });
    const alert = await screen.findByRole('dialog', { name: 'హెచ్చరిక' });
    await userEvent.click(within(alert).getByRole('button', { name: 'సరే' }));
    expect(await screen.findByRole('heading', { name: 'అనంతర పరిశీలన' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'వెతకండి' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ఎక్సెల్‌కు ఎగుమతి చేయండి' })).toBeTruthy();
    await screen.findByText('NZP/2026/0041');
    // The domain's labels follow: the tab and the application type.
    expect(screen.getByRole('tab', { name: 'సమీక్ష (1,23,456 దరఖాస్తులు)' })).toBeTruthy();
    expect(screen.getByText(applicationTypeLabel('SELF CERTIFICATION', 'te'))).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'దరఖాస్తు రకం' })).toBeTruthy();
    expect(screen.getByText('స్వీకరించిన తేదీ')).toBeTruthy();
  });

  it('lands on the first tab holding files: a director whose only file is deemed lands on Deemed', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    const director = { ...ME, permissionLevel: 'DTCP_DIRECTOR', role: { id: '2', name: 'DTCP DIRECTOR' } };
    const counts = [
      'REVIEW',
      'SUBMISSIONS',
      'PROCESSED',
      'LINE_DEPARTMENT_APPLICATION',
      'DEEMED',
      'COMPLETED',
      'ALL',
    ].map((filter) => ({ filter, count: filter === 'DEEMED' || filter === 'ALL' ? 1 : 0 }));
    fakeServer([RECORD], counts, director);
    renderWithProviders(
      <>
        <PostVerificationPage />
        <Address />
      </>,
      { path: '/post-verification' },
    );
    const deemed = await screen.findByRole('tab', { name: 'Deemed (1)' });
    await vi.waitFor(() => expect(deemed.getAttribute('aria-selected')).toBe('true'));
    // In place of the address: back leaves the inbox, not to an empty Review.
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toMatch(/^REPLACE .*tab=DEEMED/);
    expect(screen.getByRole('columnheader', { name: 'Deemed Date' })).toBeTruthy();
  });

  it('keeps the tab the address names, even an empty one', async () => {
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    fakeServer(
      [],
      [
        { filter: 'REVIEW', count: 0 },
        { filter: 'DEEMED', count: 1 },
      ],
    );
    renderWithProviders(<PostVerificationPage />, { path: '/post-verification?tab=REVIEW' });
    expect(await screen.findByRole('tab', { name: 'Deemed (1)' })).toBeTruthy();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review (0)' }).getAttribute('aria-selected')).toBe('true');
  });
});
