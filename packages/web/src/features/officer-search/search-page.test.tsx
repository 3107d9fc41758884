import { REPORT_MESSAGES } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OfficerApplicationSearchDocument } from '../../shared/graphql/generated/graphql';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SearchPage } from './search-page';

const search = operation(OfficerApplicationSearchDocument);

/** The server finds nothing for any search. */
setupMockServer(search.answer(() => ({ officerApplicationSearch: { totalCount: 0, totalPages: 0, records: [] } })));

describe('SearchPage (spec 3 §2 /search)', () => {
  it('waits for something to search for, with the spec’s placeholder', () => {
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('textbox', { name: 'Search applications' }).getAttribute('placeholder')).toBe(
      'Search by application file number (or) applicant name',
    );
    expect(search.sentVariables()).toEqual([]);
  });

  it('searches on Enter and on the icon, trimmed, and says so when nothing matches', async () => {
    renderWithProviders(<SearchPage />);
    const box = screen.getByRole('textbox', { name: 'Search applications' });
    await userEvent.type(box, '  Lakshmi {Enter}');
    expect(await screen.findByText(REPORT_MESSAGES.noSearchResults)).toBeTruthy();
    expect(search.sentVariables()).toContainEqual({ searchParam: 'Lakshmi', page: 1, perPage: 10 });
    await userEvent.clear(box);
    await userEvent.type(box, 'GHMC/SC');
    await userEvent.click(screen.getByRole('button', { name: 'Run search' }));
    expect(await screen.findByRole('table', { name: 'Results for “GHMC/SC”' })).toBeTruthy();
    expect(search.sentVariables()).toContainEqual({ searchParam: 'GHMC/SC', page: 1, perPage: 10 });
  });

  it('asks for at most 100 characters, from its box and from a link written by hand', async () => {
    // The server refuses a longer search, and the page showed a load error in place of the results.
    renderWithProviders(<SearchPage />, { path: `/search?q=${encodeURIComponent(` ${'ల'.repeat(140)}`)}` });
    expect(await screen.findByText(REPORT_MESSAGES.noSearchResults)).toBeTruthy();
    expect(search.sentVariables()).toEqual([{ searchParam: 'ల'.repeat(100), page: 1, perPage: 10 }]);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search applications' });
    expect(box.value).toBe('ల'.repeat(100));
    await userEvent.clear(box);
    await userEvent.type(box, 'x'.repeat(120));
    expect(box.value).toBe('x'.repeat(100));
  });
});
