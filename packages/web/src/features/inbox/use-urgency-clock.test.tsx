import 'fake-indexeddb/auto';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostVerificationRoute } from '../../app/post-verification-route';
import {
  ApplicationsByDateAndTypeFilterDocument,
  InboxTabCountsDocument,
} from '../../shared/graphql/generated/graphql';
import { inboxRecord } from '../../testing/inbox-record';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { useUrgencyClock } from './use-urgency-clock';

/** 23:59 in India on 7 December 2026, a minute before midnight. */
const BEFORE_MIDNIGHT = new Date('2026-12-07T18:29:00Z');
const MIDNIGHT = new Date('2026-12-07T18:30:00Z');

// Due at the end of 11 December (India): four days left on the 7th, three on the 8th.
const DUE_FILE = inboxRecord({ id: '41', dueDate: '2026-12-11T18:30:00.000Z' });
let listsSent = 0;
const server = setupMockServer(
  operation(ApplicationsByDateAndTypeFilterDocument).answer(() => {
    listsSent += 1;
    return {
      applicationsByDateAndTypeFilter: {
        totalCount: 1,
        totalPages: 1,
        isTotalCountBounded: false,
        records: [DUE_FILE],
      },
    };
  }),
  operation(InboxTabCountsDocument).answer(() => ({ inboxTabCounts: [{ filter: 'REVIEW', count: 1 }] })),
);

afterEach(() => {
  vi.useRealTimers();
});

describe('useUrgencyClock', () => {
  it('stays on the instant it was first drawn for until the next India midnight, then moves on to it', () => {
    vi.useFakeTimers({ now: BEFORE_MIDNIGHT });
    const { result } = renderHook(() => useUrgencyClock([]));
    expect(result.current).toEqual(BEFORE_MIDNIGHT);

    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toEqual(BEFORE_MIDNIGHT);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual(MIDNIGHT);
  });

  it('moves on at a shown row’s danger date before midnight, and follows the rows when they change', () => {
    const noon = new Date('2026-12-07T06:30:00Z');
    vi.useFakeTimers({ now: noon });
    const { result, rerender } = renderHook(({ dangers }) => useUrgencyClock(dangers), {
      initialProps: { dangers: ['2026-12-07T08:00:00.000Z'] as (string | null)[] },
    });
    // Another page: its first danger date comes sooner.
    rerender({ dangers: [null, '2026-12-07T07:00:00.000Z'] });

    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(result.current).toEqual(new Date('2026-12-07T07:00:00Z'));
  });
});

describe('useUrgencyClock on another page', () => {
  it('draws for the present at once when the new rows hold a danger date passed since it last moved on', () => {
    const noon = new Date('2026-12-07T06:30:00Z');
    vi.useFakeTimers({ now: noon });
    const { result, rerender } = renderHook(({ dangers }) => useUrgencyClock(dangers), {
      initialProps: { dangers: [] as (string | null)[] },
    });
    act(() => vi.advanceTimersByTime(40 * 60_000));
    expect(result.current).toEqual(noon);

    rerender({ dangers: ['2026-12-07T06:40:00.000Z'] });
    act(() => vi.advanceTimersByTime(0));

    expect(result.current).toEqual(new Date('2026-12-07T07:10:00Z'));
  });
});

describe('the inbox left open overnight', () => {
  it('draws a file due in four days orange, and red from midnight, with nothing fetched again', async () => {
    vi.useFakeTimers({ now: BEFORE_MIDNIGHT, shouldAdvanceTime: true });
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    matchEveryMediaQuery();
    renderAsOfficer(server, <PostVerificationRoute />, {
      route: '/post-verification',
      path: '/post-verification',
      officer: { permissionLevel: 'SITE_VERIFICATION' },
    });
    const dueBadge = async () => (await screen.findByText('11-12-2026')).closest<HTMLElement>('.mantine-Badge-root');
    expect((await dueBadge())?.style.getPropertyValue('--badge-bg')).toContain('orange');
    const sent = listsSent;

    act(() => vi.advanceTimersByTime(60_000));

    await vi.waitFor(async () => expect((await dueBadge())?.style.getPropertyValue('--badge-bg')).toContain('red'));
    expect(listsSent).toBe(sent);
  });
});
