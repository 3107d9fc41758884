import { indiaDay } from '@anumati/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DashboardNewPage } from './dashboard-page';

/** The server as the page sees it: a state-wide scope and no applications counted. */
function answerReports() {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    const data = query.includes('reportScope')
      ? {
          reportScope: {
            level: 'STATE',
            hasReports: true,
            authorities: [],
            districts: [],
            ulbs: [],
            authorityOptions: [],
          },
        }
      : { reports: { type: 'MONTHLY', groupBy: null, startDate: '', endDate: '', rows: [] } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const reportRequests = (fetchMock: ReturnType<typeof answerReports>) =>
  fetchMock.mock.calls
    .map((call) => JSON.parse(String(call[1].body)) as { query: string; variables: Record<string, unknown> })
    .filter(({ query }) => query.includes('reports('))
    .map(({ variables }) => variables);

afterEach(() => vi.unstubAllGlobals());

describe('DashboardNewPage (spec 3 §2 /dashboard-new)', { timeout: 60_000 }, () => {
  it.each(['abcd', '2099', '2019'])('reads year=%s in its link as this year, the picker’s default', async (year) => {
    const fetchMock = answerReports();
    const thisYear = indiaDay(new Date()).slice(0, 4);
    renderWithProviders(<DashboardNewPage />, { path: `/dashboard-new?year=${year}` });
    await waitFor(() => expect(reportRequests(fetchMock).length).toBeGreaterThan(0), { timeout: 30_000 });
    // The server refused 'abcd-01-01', and a start in a year to come; the page showed an error with a Retry.
    expect(reportRequests(fetchMock)).toEqual([
      expect.objectContaining({ type: 'MONTHLY', startDate: `${thisYear}-01-01` }),
    ]);
    expect((await screen.findAllByText(`Single window, ${thisYear}`)).length).toBeGreaterThan(0);
    expect(screen.queryByText(`Single window, ${year}`)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Year' }).value).toBe(thisYear);
    expect(screen.queryByText('Could not load')).toBeNull();
  });
});
