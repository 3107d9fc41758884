import { applicationTypeLabel, LIST_PAGE_SIZE, SEARCH_TOTAL_BOUND } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import {
  ApplicationsByDateAndTypeFilterDocument,
  InboxTabCountsDocument,
  type ApplicationFilter,
} from '../../shared/graphql/generated/graphql';
import { inboxRecord } from '../../testing/inbox-record';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import type { TMe } from '../../shared/officer/me.query';
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

const RECORD = inboxRecord({ officerStageStatus: 'SUBMITTED' });

const list = operation(ApplicationsByDateAndTypeFilterDocument);
const tabCounts = operation(InboxTabCountsDocument);
const server = setupMockServer();

/** The list's answer: one page of the given records. */
function listAnswer(records: TInboxRecord[], page = 1) {
  const first = (page - 1) * LIST_PAGE_SIZE;
  return {
    applicationsByDateAndTypeFilter: {
      totalCount: records.length,
      totalPages: Math.max(1, Math.ceil(records.length / LIST_PAGE_SIZE)),
      isTotalCountBounded: false,
      records: records.slice(first, first + LIST_PAGE_SIZE),
    },
  };
}

/** Answers the inbox's operations: the list holds the given records, the tabs the given counts. */
function answerInbox(
  records: TInboxRecord[],
  counts: { filter: ApplicationFilter; count: number }[] = [{ filter: 'REVIEW', count: 123456 }],
) {
  server.use(
    list.answer(({ page }) => listAnswer(records, page ?? 1)),
    tabCounts.answer(() => ({ inboxTabCounts: counts })),
  );
}

/** The inbox at an address for a site officer (or the officer given); the once-a-session penalty alert already seen. */
function renderInbox(options: { path?: string; officer?: Partial<TMe>; isAlertSeen?: boolean } = {}) {
  if (options.isAlertSeen ?? true) sessionStorage.setItem('penaltyAlertShown', 'yes');
  matchEveryMediaQuery();
  return renderAsOfficer(
    server,
    <>
      <PostVerificationPage />
      <Address />
    </>,
    { route: '/post-verification', path: options.path ?? '/post-verification', officer: options.officer },
  );
}

describe('PostVerificationPage', { timeout: 60_000 }, () => {
  it('holds no "No Data Found" under a filled list, for screen readers to read', async () => {
    answerInbox([RECORD]);
    renderInbox();
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review (1,23,456)' })).toBeTruthy();
    // Plot areas with Indian grouping.
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
    expect(screen.queryByText('Nothing waiting for you')).toBeNull();
  });

  it('tags a compound wall CW beside its type, and shows a submitted turn as a badge', async () => {
    answerInbox([{ ...RECORD, approvalFor: 'COMPOUNDWALL' }]);
    renderInbox();
    expect(await screen.findByText('Instant Approval (CW)')).toBeTruthy();
    expect(screen.getByText('Already submitted').closest('.mantine-Badge-root')).not.toBeNull();
  });

  it("offers the officer's open turn as Verify, a link to the file's verification screen", async () => {
    answerInbox([inboxRecord({ officerStageStatus: 'IN_PROCESS' })]);
    renderInbox();
    const verify = await screen.findByRole('link', { name: /Verify/ });
    expect(verify.getAttribute('href')).toMatch(/41/);
    expect(screen.queryByText('Already submitted')).toBeNull();
  });

  it('keeps the space of the list while its first page loads, and its columns through a tab change', async () => {
    const heldLists: (() => void)[] = [];
    // The list's answers wait until the test lets them through; the officer and the tab counts answer at once.
    server.use(
      list.answer(async () => {
        await new Promise<void>((resolve) => heldLists.push(resolve));
        return listAnswer([RECORD]);
      }),
      tabCounts.answer(() => ({ inboxTabCounts: [{ filter: 'REVIEW', count: 123456 }] })),
    );
    renderInbox();
    expect(await screen.findByRole('tab', { name: 'Review (1,23,456)' })).toBeTruthy();
    // No table yet: an empty one sized its columns by the headings alone, and they moved when the rows came.
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Application Type' })).toBeNull();

    await vi.waitFor(() => expect(heldLists.length).toBeGreaterThan(0));
    heldLists.splice(0).forEach((release) => release());
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Application Type' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^Processed/ }));
    await vi.waitFor(() => expect(heldLists.length).toBeGreaterThan(0));
    expect(screen.getByRole('columnheader', { name: 'Application Type' })).toBeTruthy();
    heldLists.splice(0).forEach((release) => release());
  });

  it('says so when the list is empty', async () => {
    answerInbox([]);
    renderInbox();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nothing waiting for you' })).toBeTruthy();
  });

  it('offers no export of a list that could not be loaded, until RETRY brings it', async () => {
    answerInbox([RECORD]);
    server.use(list.fail({ message: 'The server could not answer' }));
    renderInbox();
    const retry = await screen.findByRole('button', { name: 'RETRY' });
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export all data' }).hasAttribute('disabled')).toBe(true);

    server.use(list.answer(() => listAnswer([RECORD])));
    await userEvent.click(retry);
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Export all data' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for what the server takes: a search of at most 100 characters, a day, a whole page', async () => {
    answerInbox([RECORD]);
    // A link written by hand: 150 characters of search, a thirteenth month and half a page. The server refused
    // them, and the console showed a load error where the list was.
    const longSearch = 'శ'.repeat(150);
    renderInbox({ path: `/post-verification?tab=ALL&q=${encodeURIComponent(longSearch)}&date=2026-13-45&page=2.5` });
    expect(await screen.findByText('NZP/2026/0041')).toBeTruthy();
    const listVariables = list.sentVariables();
    expect(listVariables).toEqual([expect.objectContaining({ filter: 'ALL', searchParam: 'శ'.repeat(100), page: 1 })]);
    expect(listVariables[0]).not.toHaveProperty('receivedDateParam');

    const searchBox = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    expect(searchBox.value).toBe('శ'.repeat(100));
    // Typing or pasting past the limit: the box keeps the first 100 characters, as the server would count them.
    await userEvent.clear(searchBox);
    await userEvent.type(searchBox, 'x'.repeat(120));
    expect(searchBox.value).toBe('x'.repeat(100));
  });

  it('searches and sorts through the address, each change from page 1', async () => {
    const records = Array.from({ length: 12 }, (_, index) =>
      inboxRecord({ id: String(index + 1), applicationIdentifier: `NZP/2026/${String(index + 1).padStart(4, '0')}` }),
    );
    answerInbox(records, [{ filter: 'REVIEW', count: 12 }]);
    renderInbox({ path: '/post-verification?tab=REVIEW&page=2' });
    expect(await screen.findByText('NZP/2026/0012')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), ' Lakshmi {Enter}');
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('PUSH ?tab=REVIEW&q=Lakshmi'),
    );
    await vi.waitFor(() => expect(list.sentVariables().at(-1)).toMatchObject({ searchParam: 'Lakshmi', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: /Assigned Date/ }));
    await vi.waitFor(() =>
      expect(list.sentVariables().at(-1)).toMatchObject({ searchParam: 'Lakshmi', assignedDateSort: 'ASC', page: 1 }),
    );
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toMatch(/sort=assignedDate/);
  });

  it('goes to the last page when the files of its page have moved on, in place of the address', async () => {
    // The officer was on page 3 of Review and verified its last files: 20 are left, two pages.
    const records = Array.from({ length: 20 }, (_, index) =>
      inboxRecord({ id: String(index + 1), applicationIdentifier: `NZP/2026/${String(index + 1).padStart(4, '0')}` }),
    );
    answerInbox(records, [{ filter: 'REVIEW', count: 20 }]);
    renderInbox({ path: '/post-verification?tab=REVIEW&page=3' });
    expect(await screen.findByText('NZP/2026/0011')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('REPLACE ?tab=REVIEW&page=2');
    expect(screen.queryByText('No Data Found')).toBeNull();
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads in Telugu: heading, search, buttons, columns and the alert', async () => {
    answerInbox([RECORD]);
    await changeLanguage('te', { remember: false });
    renderInbox({ isAlertSeen: false });
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

  it.each([
    {
      language: 'en' as const,
      pagination: '1 - 10 / more than 1,000',
      message: /^More than 1,000 files match this search: the first 1,000 are listed\./,
    },
    { language: 'te' as const, pagination: '1-10 / 1,000 కంటే ఎక్కువ', message: /^ఈ శోధనకు 1,000 కంటే ఎక్కువ ఫైళ్లు/ },
  ])(
    'says in $language when a search matched more files than it counts, and offers its hundred pages',
    async ({ language, pagination, message }) => {
      const page = Array.from({ length: LIST_PAGE_SIZE }, (_, index) =>
        inboxRecord({ id: String(100 + index), applicationIdentifier: `NZP/2026/${1000 + index}` }),
      );
      server.use(
        list.answer(() => ({
          applicationsByDateAndTypeFilter: {
            totalCount: SEARCH_TOTAL_BOUND,
            totalPages: SEARCH_TOTAL_BOUND / LIST_PAGE_SIZE,
            isTotalCountBounded: true,
            records: page,
          },
        })),
        tabCounts.answer(() => ({ inboxTabCounts: [{ filter: 'REVIEW', count: 123456 }] })),
      );
      await changeLanguage(language, { remember: false });
      renderInbox({ path: '/post-verification?q=Applicant' });
      expect((await screen.findByText(message)).closest('[role="status"]')).not.toBeNull();
      // The list draws in a background render after the answer (use-post-verification-page.ts hasShownList).
      expect(await screen.findByText(pagination)).toBeTruthy();
      expect(screen.getByRole('button', { name: '100' })).toBeTruthy();
    },
  );

  it('lands on the first tab holding files: a director whose only file is deemed lands on Deemed', async () => {
    const counts = (
      ['REVIEW', 'SUBMISSIONS', 'PROCESSED', 'LINE_DEPARTMENT_APPLICATION', 'DEEMED', 'COMPLETED', 'ALL'] as const
    ).map((filter) => ({ filter, count: filter === 'DEEMED' || filter === 'ALL' ? 1 : 0 }));
    answerInbox([RECORD], counts);
    renderInbox({ officer: { permissionLevel: 'DTCP_DIRECTOR', role: { id: '2', name: 'DTCP DIRECTOR' } } });
    const deemed = await screen.findByRole('tab', { name: 'Deemed (1)' });
    await vi.waitFor(() => expect(deemed.getAttribute('aria-selected')).toBe('true'));
    // In place of the address: back leaves the inbox, not to an empty Review.
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toMatch(/^REPLACE .*tab=DEEMED/);
    expect(screen.getByRole('columnheader', { name: 'Deemed Date' })).toBeTruthy();
  });

  it('keeps the tab the address names, even an empty one', async () => {
    answerInbox(
      [],
      [
        { filter: 'REVIEW', count: 0 },
        { filter: 'DEEMED', count: 1 },
      ],
    );
    renderInbox({ path: '/post-verification?tab=REVIEW' });
    expect(await screen.findByRole('tab', { name: 'Deemed (1)' })).toBeTruthy();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review (0)' }).getAttribute('aria-selected')).toBe('true');
  });
});
