import { indiaDay } from '@anumati/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportScopeDocument, ReportsDocument } from '../../shared/graphql/generated/graphql';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DashboardNewPage } from './dashboard-page';

const reports = operation(ReportsDocument);

const server = setupMockServer(
  operation(ReportScopeDocument).answer(() => ({
    reportScope: { level: 'STATE', hasReports: true, authorities: [], districts: [], ulbs: [], authorityOptions: [] },
  })),
  reports.answer(() => ({ reports: { type: 'MONTHLY', groupBy: null, startDate: '', endDate: '', rows: [] } })),
);

describe('DashboardNewPage (spec 3 §2 /dashboard-new)', { timeout: 60_000 }, () => {
  it.each(['abcd', '2099', '2019'])('reads year=%s in its link as this year, the picker’s default', async (year) => {
    const thisYear = indiaDay(new Date()).slice(0, 4);
    renderWithProviders(<DashboardNewPage />, { path: `/dashboard-new?year=${year}` });
    await waitFor(() => expect(reports.sentVariables().length).toBeGreaterThan(0), { timeout: 30_000 });
    // The server refused 'abcd-01-01', and a start in a year to come; the page showed an error with a Retry.
    expect(reports.sentVariables()).toEqual([
      expect.objectContaining({ type: 'MONTHLY', startDate: `${thisYear}-01-01` }),
    ]);
    expect((await screen.findAllByText(`Single window, ${thisYear}`)).length).toBeGreaterThan(0);
    expect(screen.queryByText(`Single window, ${year}`)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Year' }).value).toBe(thisYear);
    expect(screen.queryByText('Could not load')).toBeNull();
  });

  it('draws no donut of zeros when the year’s counts could not be loaded: the table says so and offers RETRY', async () => {
    const thisYear = indiaDay(new Date()).slice(0, 4);
    server.use(reports.fail({ message: 'The server is busy, try again' }));
    renderWithProviders(<DashboardNewPage />, { path: '/dashboard-new' });
    expect(await screen.findByRole('button', { name: 'RETRY' }, { timeout: 30_000 })).toBeTruthy();
    // The donut drew "0" received under "Single window, <year>" for figures nobody had counted.
    expect(screen.queryByText(`Single window, ${thisYear}`)).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });
});
