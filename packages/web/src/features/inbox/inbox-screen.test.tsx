import { LIST_PAGE_SIZE } from '@anumati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PostVerificationRoute } from '../../app/post-verification-route';
import {
  ApplicationsByDateAndTypeFilterDocument,
  InboxTabCountsDocument,
} from '../../shared/graphql/generated/graphql';
import { inboxRecord } from '../../testing/inbox-record';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import type { TInboxRecord } from '../../shared/application/applications-by-date-and-type-filter.query';

/** The officer's files, all in review: 12, so the first page is full and a second follows. */
const FILES: TInboxRecord[] = Array.from({ length: 12 }, (_, index) => {
  const number = String(index + 1).padStart(4, '0');
  return inboxRecord({
    id: String(index + 1),
    applicationIdentifier: `NZP/2026/${number}`,
    applicant: { applicantName: index === 10 ? 'K. Lakshmi' : `Applicant ${number}` },
    property: { actualPlotArea: 150 + index },
  });
});

const list = operation(ApplicationsByDateAndTypeFilterDocument);

/** The server's list: the tab's files, searched by file number or applicant, then one page. */
const server = setupMockServer(
  list.answer(({ filter, searchParam, page, perPage }) => {
    const needle = searchParam?.toLowerCase() ?? '';
    const matches = (filter === 'REVIEW' ? FILES : []).filter((file) =>
      [file.applicationIdentifier, file.applicant.applicantName].some((value) => value.toLowerCase().includes(needle)),
    );
    const size = perPage ?? LIST_PAGE_SIZE;
    const first = ((page ?? 1) - 1) * size;
    return {
      applicationsByDateAndTypeFilter: {
        totalCount: matches.length,
        totalPages: Math.ceil(matches.length / size),
        isTotalCountBounded: false,
        records: matches.slice(first, first + size),
      },
    };
  }),
  operation(InboxTabCountsDocument).answer(() => ({
    inboxTabCounts: [
      { filter: 'REVIEW', count: FILES.length },
      { filter: 'COMPLETED', count: 1234 },
    ],
  })),
);

/** Where a row's link led, and the notes switch it set for that screen (spec 1 §2.2's enableNotes). */
function OpenedFile() {
  const { pathname, state } = useLocation();
  const enableNotes = (state as { enableNotes?: boolean } | null)?.enableNotes;
  return <h1>{`${pathname} enableNotes=${String(enableNotes)}`}</h1>;
}

function renderInbox(officer?: Parameters<typeof renderAsOfficer>[2]['officer']) {
  // Once a session: the penalty alert is not what these tests read.
  sessionStorage.setItem('penaltyAlertShown', 'yes');
  matchEveryMediaQuery();
  return renderAsOfficer(server, <PostVerificationRoute />, {
    route: '/post-verification',
    path: '/post-verification',
    officer,
    otherRoutes: { '/site-verification/:id': <OpenedFile />, '/application-details/:id': <OpenedFile /> },
  });
}

describe('the inbox against the server', () => {
  it('counts each tab and lists the first page of the review tab, oldest first', async () => {
    renderInbox();
    expect(await screen.findByRole('tab', { name: 'Review (12)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed (1,234)' })).toBeTruthy();
    expect(await screen.findByText('NZP/2026/0001')).toBeTruthy();
    expect(screen.getByText('NZP/2026/0010')).toBeTruthy();
    expect(screen.queryByText('NZP/2026/0011')).toBeNull();
    expect(list.sentVariables()).toEqual([
      { filter: 'REVIEW', page: 1, perPage: LIST_PAGE_SIZE, receivedDateSort: 'ASC' },
    ]);
  });

  it('asks the server for the next page and shows it', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText('NZP/2026/0001');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('NZP/2026/0012')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('NZP/2026/0001')).toBeNull());
    expect(list.sentVariables().at(-1)).toMatchObject({ page: 2 });
  });

  it('searches on Enter and lists what the server found, beyond the first page too', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText('NZP/2026/0001');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'lakshmi{Enter}');
    expect(await screen.findByText('NZP/2026/0011')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('NZP/2026/0001')).toBeNull());
    expect(screen.getByText('K. Lakshmi')).toBeTruthy();
    expect(list.sentVariables().at(-1)).toMatchObject({ searchParam: 'lakshmi', page: 1 });
  });

  it('opens another tab, asks for its files and says when there are none', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText('NZP/2026/0001');
    await user.click(screen.getByRole('tab', { name: 'Completed (1,234)' }));
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.queryByText('NZP/2026/0001')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Completed (1,234)', selected: true })).toBeTruthy();
    expect(list.sentVariables().at(-1)).toMatchObject({ filter: 'COMPLETED', page: 1 });
  });

  it.each([
    // The officer's open turn: notes on, as a note is needed before submitting (spec 3 §5).
    { level: 'SITE_VERIFICATION' as const, link: 'Verify', opened: '/site-verification/1 enableNotes=true' },
    // A file the officer may only read: notes off, so Add Note Sheet is greyed there.
    { level: 'PANCHAYAT SECRETARY' as const, link: 'View', opened: '/application-details/1 enableNotes=false' },
  ])('opens a file by $link with the notes switch set for it ($level)', async ({ level, link, opened }) => {
    const user = userEvent.setup();
    renderInbox({ permissionLevel: level });
    await screen.findByText('NZP/2026/0001');
    const row = screen.getByText('NZP/2026/0001').closest('tr');
    await user.click(within(row ?? document.body).getByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { name: opened })).toBeTruthy();
  });
});
