import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeSession } from '../../shared/session/session-storage';
import { fieldDb } from './offline-db';
import { keepReadsOffline } from './offline-reads';

const signIn = (id: string) => storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id });

/** Waits until the device holds `count` reads for the officer (they are written as the answers arrive). */
async function keptReads(officerId: string, count: number) {
  await vi.waitFor(async () =>
    expect(await (await fieldDb()).getAllFromIndex('reads', 'byOfficer', officerId)).toHaveLength(count),
  );
}

describe('the reads kept on the phone', () => {
  it('opens with no network on the officer and the inbox as last fetched (with that time), and nothing else', async () => {
    signIn('reads-1');
    const online = new QueryClient();
    const first = keepReadsOffline(online);
    onTestFinished(first.stop);
    await first.ready;
    await online.fetchQuery({ queryKey: ['me'], queryFn: () => ({ id: 'reads-1' }) });
    await online.fetchQuery({ queryKey: ['applicationsByDateAndTypeFilter', { page: 1 }], queryFn: () => ['NZP/1'] });
    await online.fetchQuery({ queryKey: ['officerReport', 'July'], queryFn: () => ['not for the phone'] });
    await keptReads('reads-1', 2);
    const fetchedAt = online.getQueryState(['applicationsByDateAndTypeFilter', { page: 1 }])?.dataUpdatedAt;

    // The tab is reloaded with no network.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => void vi.restoreAllMocks());
    const offline = new QueryClient();
    const second = keepReadsOffline(offline);
    onTestFinished(second.stop);
    await second.ready;
    expect(offline.getQueryData(['me'])).toEqual({ id: 'reads-1' });
    expect(offline.getQueryData(['applicationsByDateAndTypeFilter', { page: 1 }])).toEqual(['NZP/1']);
    expect(offline.getQueryState(['applicationsByDateAndTypeFilter', { page: 1 }])?.dataUpdatedAt).toBe(fetchedAt);
    expect(offline.getQueryData(['officerReport', 'July'])).toBeUndefined();
  });

  it("never shows one officer's reads to the next one signed in on the phone", async () => {
    signIn('reads-2');
    const online = new QueryClient();
    const first = keepReadsOffline(online);
    onTestFinished(first.stop);
    await first.ready;
    await online.fetchQuery({ queryKey: ['me'], queryFn: () => ({ id: 'reads-2' }) });
    await keptReads('reads-2', 1);

    signIn('reads-3');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => void vi.restoreAllMocks());
    const offline = new QueryClient();
    const second = keepReadsOffline(offline);
    onTestFinished(second.stop);
    await second.ready;
    expect(offline.getQueryData(['me'])).toBeUndefined();
  });
});
