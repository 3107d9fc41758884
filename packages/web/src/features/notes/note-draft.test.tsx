import { act, renderHook, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/app-providers';
import {
  DeleteNoteDraftDocument,
  NoteDraftDocument,
  type SaveNoteDraftDocument,
  type SaveNoteDraftMutationVariables,
} from '../../shared/graphql/generated/graphql';
import type { TResultOf } from '../../shared/graphql/graphql-request';
import { operation, setupMockServer } from '../../testing/mock-server';
import { useNoteDraft } from './note-draft';

const deleteNoteDraft = operation(DeleteNoteDraftDocument);
const server = setupMockServer();

/**
 * The server's side of the drafts: one stored draft, and the saves it received, each with whether its request
 * was sent to outlive the page (keepalive), which is the request's and not its variables'.
 */
function answerDrafts(stored: string | null) {
  const saves: { variables: SaveNoteDraftMutationVariables; keepalive: boolean }[] = [];
  server.use(
    operation(NoteDraftDocument).answer(() => ({ noteDraft: stored === null ? null : { comment: stored } })),
    graphql.mutation<TResultOf<typeof SaveNoteDraftDocument>, SaveNoteDraftMutationVariables>(
      'SaveNoteDraft',
      ({ request, variables }) => {
        saves.push({ variables, keepalive: request.keepalive });
        return HttpResponse.json({ data: { saveNoteDraft: { comment: variables.comment } } });
      },
    ),
    deleteNoteDraft.answer(() => ({ deleteNoteDraft: { success: true } })),
  );
  return saves;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
);

describe('useNoteDraft', { timeout: 60_000 }, () => {
  it('starts from the draft the server keeps (after a reload or a new sign-in)', async () => {
    answerDrafts('<p>Setbacks checked</p>');
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.draft).toBe('<p>Setbacks checked</p>');
  });

  it('writes what is typed to the server after a pause, and nothing to the browser’s storage', async () => {
    const saves = answerDrafts(null);
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.save('<p>Site</p>'));
    act(() => result.current.save('<p>Site measured</p>'));
    expect(result.current.draft).toBe('<p>Site measured</p>');
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 10_000 });
    expect(saves[0]?.variables).toEqual({
      applicationId: '7',
      comment: '<p>Site measured</p>',
    });
    expect(localStorage.length).toBe(0);
  });

  it('sends a draft still waiting for the pause when the page goes away, as a request that outlives it', async () => {
    const saves = answerDrafts(null);
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.save('<p>Boundary stones found</p>'));
    window.dispatchEvent(new Event('pagehide'));
    // Sent as the page goes (the pause's timer would send it without keepalive, and later); the mock server has
    // it a moment after.
    await waitFor(() =>
      expect(saves).toEqual([
        { variables: { applicationId: '7', comment: '<p>Boundary stones found</p>' }, keepalive: true },
      ]),
    );
  });

  it('removes the server’s draft once the note is submitted (clear)', async () => {
    answerDrafts('<p>Old</p>');
    const { result } = renderHook(() => useNoteDraft('7'), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    act(() => result.current.clear());
    expect(result.current.draft).toBe('');
    await waitFor(() => expect(deleteNoteDraft.sentVariables()).toEqual([{ applicationId: '7' }]));
  });
});
