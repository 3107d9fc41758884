import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PostVerificationRoute } from '../../app/post-verification-route';
import {
  ApplicationsByDateAndTypeFilterDocument,
  InboxTabCountsDocument,
} from '../../shared/graphql/generated/graphql';
import { inboxRecord } from '../../testing/inbox-record';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';

const FILES = [
  inboxRecord({ id: '31', applicationIdentifier: 'NZP/2026/0031', applicant: { applicantName: 'K. Lakshmi' } }),
  inboxRecord({ id: '32', applicationIdentifier: 'NZP/2026/0032', applicant: { applicantName: 'M. Ravi' } }),
];

const server = setupMockServer(
  operation(ApplicationsByDateAndTypeFilterDocument).answer(() => ({
    applicationsByDateAndTypeFilter: {
      totalCount: FILES.length,
      totalPages: 1,
      isTotalCountBounded: false,
      records: FILES,
    },
  })),
  operation(InboxTabCountsDocument).answer(() => ({ inboxTabCounts: [{ filter: 'REVIEW', count: FILES.length }] })),
);

/** A 360 px phone: every "at most 480 px" query matches, no "at least" one does. */
function onPhone() {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  onTestFinished(() => spy.mockRestore());
}

describe('the inbox on a 360 px phone', () => {
  it('lists each file as a card with its id, applicant, type, due date, status and Verify, and no table', async () => {
    onPhone();
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    renderAsOfficer(server, <PostVerificationRoute />, {
      route: '/post-verification',
      path: '/post-verification',
      officer: { permissionLevel: 'SITE_VERIFICATION' },
    });
    const cards = within(await screen.findByRole('list', { name: 'Files' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['NZP/2026/0031', 'NZP/2026/0032']);
    const first = within(cards[0] ?? document.body);
    expect(first.getByText('K. Lakshmi')).toBeTruthy();
    expect(first.getByText('Due Date:')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Verify' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Take NZP/2026/0031 offline' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without a network, says when the list was fetched, or that a list asked for was never kept on the phone', async () => {
    onPhone();
    onTestFinished(() => onlineManager.setOnline(true));
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    const user = userEvent.setup();
    renderAsOfficer(server, <PostVerificationRoute />, {
      route: '/post-verification',
      path: '/post-verification',
      officer: { permissionLevel: 'SITE_VERIFICATION' },
    });
    await screen.findByRole('list', { name: 'Files' });
    onlineManager.setOnline(false);
    expect(await screen.findByText(/^No network: shown as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'NZP/2026/0099{Enter}');
    expect(
      await screen.findByText(
        'No network, and this list was not kept on this phone. It shows when the network returns.',
      ),
    ).toBeTruthy();
  });
});
