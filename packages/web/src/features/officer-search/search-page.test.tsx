import { REPORT_MESSAGES } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SearchPage } from './search-page';

function answerSearch() {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ data: { officerApplicationSearch: { totalCount: 0, totalPages: 0, records: [] } } }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The variables of every request the page sent. */
const sentVariables = (fetchMock: ReturnType<typeof answerSearch>) =>
  fetchMock.mock.calls.map((call) => {
    const init = (call as unknown[])[1] as RequestInit;
    return (JSON.parse(String(init.body)) as { variables: unknown }).variables;
  });

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage (spec 3 §2 /search)', () => {
  it('waits for something to search for, with the spec’s placeholder', () => {
    const fetchMock = answerSearch();
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('textbox', { name: 'Search applications' }).getAttribute('placeholder')).toBe(
      'Search by application file number (or) applicant name',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches on Enter and on the icon, trimmed, and says so when nothing matches', async () => {
    const fetchMock = answerSearch();
    renderWithProviders(<SearchPage />);
    const box = screen.getByRole('textbox', { name: 'Search applications' });
    await userEvent.type(box, '  Lakshmi {Enter}');
    expect(await screen.findByText(REPORT_MESSAGES.noSearchResults)).toBeTruthy();
    expect(sentVariables(fetchMock)).toContainEqual({ searchParam: 'Lakshmi', page: 1, perPage: 10 });
    await userEvent.clear(box);
    await userEvent.type(box, 'GHMC/SC');
    await userEvent.click(screen.getByRole('button', { name: 'Run search' }));
    expect(await screen.findByRole('table', { name: 'Results for “GHMC/SC”' })).toBeTruthy();
    expect(sentVariables(fetchMock)).toContainEqual({ searchParam: 'GHMC/SC', page: 1, perPage: 10 });
  });

  it('asks for at most 100 characters, from its box and from a link written by hand', async () => {
    const fetchMock = answerSearch();
    // The server refuses a longer search, and the page showed a load error in place of the results.
    renderWithProviders(<SearchPage />, { path: `/search?q=${encodeURIComponent(` ${'ల'.repeat(140)}`)}` });
    expect(await screen.findByText(REPORT_MESSAGES.noSearchResults)).toBeTruthy();
    expect(sentVariables(fetchMock)).toEqual([{ searchParam: 'ల'.repeat(100), page: 1, perPage: 10 }]);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search applications' });
    expect(box.value).toBe('ల'.repeat(100));
    await userEvent.clear(box);
    await userEvent.type(box, 'x'.repeat(120));
    expect(box.value).toBe('x'.repeat(100));
  });
});
