import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInboxState } from './use-inbox-state';

/** The inbox's state beside the address it writes. */
function renderInboxState(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const navigate = useNavigate();
      return {
        ...useInboxState(),
        address: useLocation().search,
        goTo: (to: string) => void navigate(to),
        back: () => void navigate(-1),
      };
    },
    { wrapper },
  );
}

describe('useInboxState', () => {
  // Both changes are made from one render, as when the router has not yet drawn the first (it draws a navigation
  // as a transition): a busy machine showed a tab click undone by the search typed after it.
  it('builds a change on the one before it, even before that one is drawn', () => {
    const { result } = renderInboxState('/post-verification');
    const { update } = result.current;
    act(() => {
      update({ filter: 'SUBMISSIONS' });
      update({ search: 'NZP' });
    });
    expect(result.current.state).toMatchObject({ filter: 'SUBMISSIONS', search: 'NZP', page: 1 });
  });

  it('builds on the address once it changed by other means (back, a link)', () => {
    const { result } = renderInboxState('/post-verification?tab=DEEMED');
    act(() => result.current.update({ search: 'NZP' }));
    act(() => result.current.update({ page: 3 }));
    expect(result.current.address).toBe('?tab=DEEMED&q=NZP&page=3');
  });

  it('builds on the address gone back to, even the one a change was made over', () => {
    const { result } = renderInboxState('/post-verification?tab=REVIEW');
    act(() => result.current.update({ filter: 'SUBMISSIONS' }));
    act(() => result.current.back());
    expect(result.current.state.filter).toBe('REVIEW');
    act(() => result.current.update({ search: 'NZP' }));
    expect(result.current.state).toMatchObject({ filter: 'REVIEW', search: 'NZP' });
  });

  describe('landing on the first tab holding files (issue 55 §4)', () => {
    it('lands in place of the address when it names no tab', () => {
      const { result } = renderInboxState('/post-verification');
      act(() => result.current.landOn('DEEMED'));
      expect(result.current.state.filter).toBe('DEEMED');
    });

    it('keeps the tab the address names', () => {
      const { result } = renderInboxState('/post-verification?tab=REVIEW');
      act(() => result.current.landOn('DEEMED'));
      expect(result.current.address).toBe('?tab=REVIEW');
    });

    it("lands again on an address reached by a link that names no tab (the menu's Single Window)", () => {
      const { result } = renderInboxState('/post-verification');
      act(() => result.current.update({ filter: 'SUBMISSIONS' }));
      act(() => result.current.goTo('/post-verification?flow=single-window'));
      act(() => result.current.landOn('DEEMED'));
      expect(result.current.state).toMatchObject({ flow: 'single-window', filter: 'DEEMED' });
    });

    it('keeps a tab the officer clicked, even before its navigation is drawn', () => {
      const { result } = renderInboxState('/post-verification');
      const { update, landOn } = result.current;
      act(() => {
        update({ filter: 'SUBMISSIONS' });
        landOn('DEEMED');
      });
      expect(result.current.state.filter).toBe('SUBMISSIONS');
    });
  });
});
