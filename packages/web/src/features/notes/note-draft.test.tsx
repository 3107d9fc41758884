import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/app-providers';
import { useNoteDraft } from './note-draft';

type TCall = { query: string; variables: Record<string, string> };

/** The server's side of the drafts: one stored draft, and the calls the console made. */
function fakeServer(stored: string | null) {
  const calls: (TCall & { keepalive: boolean })[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(String(init.body)) as TCall;
      calls.push({ ...call, keepalive: init.keepalive ?? false });
      const data = call.query.includes('query NoteDraft')
        ? { noteDraft: stored === null ? null : { comment: stored } }
        : call.query.includes('saveNoteDraft')
          ? { saveNoteDraft: { comment: call.variables.comment } }
          : { deleteNoteDraft: { success: true } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
);

afterEach(() => vi.unstubAllGlobals());

describe('useNoteDraft', { timeout: 60_000 }, () => {
  it('starts from the draft the server keeps (after a reload or a new sign-in)', async () => {
    fakeServer('<p>Setbacks checked</p>');
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.draft).toBe('<p>Setbacks checked</p>');
  });

  it('writes what is typed to the server after a pause, and nothing to the browser’s storage', async () => {
    const calls = fakeServer(null);
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.save('<p>Site</p>'));
    act(() => result.current.save('<p>Site measured</p>'));
    expect(result.current.draft).toBe('<p>Site measured</p>');
    await waitFor(() => expect(calls.filter((call) => call.query.includes('saveNoteDraft'))).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(calls.find((call) => call.query.includes('saveNoteDraft'))?.variables).toEqual({
      applicationId: '7',
      comment: '<p>Site measured</p>',
    });
    expect(localStorage.length).toBe(0);
  });

  it('sends a draft still waiting for the pause when the page goes away, as a request that outlives it', async () => {
    const calls = fakeServer(null);
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.save('<p>Boundary stones found</p>'));
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.filter((call) => call.query.includes('saveNoteDraft'))).toEqual([
      expect.objectContaining({
        variables: { applicationId: '7', comment: '<p>Boundary stones found</p>' },
        keepalive: true,
      }),
    ]);
  });

  it('removes the server’s draft once the note is submitted (clear)', async () => {
    const calls = fakeServer('<p>Old</p>');
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.clear());
    expect(result.current.draft).toBe('');
    await waitFor(() => expect(calls.some((call) => call.query.includes('deleteNoteDraft'))).toBe(true));
  });
});
