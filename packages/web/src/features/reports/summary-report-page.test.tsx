import { APPLICATION_TYPES, applicationTypeLabel } from '@anumati/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SummaryReportPage } from './summary-report-page';

const SCOPE = { level: 'STATE', hasReports: true, authorities: [], districts: [], ulbs: [], authorityOptions: [] };
const ROWS = APPLICATION_TYPES.map((applicationType) => ({
  key: applicationType,
  label: applicationTypeLabel(applicationType),
  applicationType,
  received: 3,
  approved: 1,
  rejected: 1,
  with_citizen: 0,
  under_process: 1,
  deemed: 0,
  withdrawn: 0,
}));

/** The report's counts wait until the test lets them through; its scope answers at once. */
function heldReportServer() {
  const held: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      if (!query.includes('reportScope')) await new Promise<void>((resolve) => held.push(resolve));
      const data = query.includes('reportScope')
        ? { reportScope: SCOPE }
        : { reports: { type: 'CONSOLIDATED', groupBy: null, startDate: '', endDate: '', rows: ROWS } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { release: () => held.splice(0).forEach((resolve) => resolve()), heldCount: () => held.length };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SummaryReportPage', { timeout: 60_000 }, () => {
  it('keeps a donut’s space for every application type until the counts come, so nothing below moves', async () => {
    matchEveryMediaQuery();
    const server = heldReportServer();
    const { container } = renderWithProviders(<SummaryReportPage />, { path: '/summary-report' });
    await vi.waitFor(() => expect(server.heldCount()).toBeGreaterThan(0));
    const grid = container.querySelector('.mantine-SimpleGrid-root');
    expect(grid?.children).toHaveLength(APPLICATION_TYPES.length);
    expect(grid?.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(APPLICATION_TYPES.length);

    server.release();
    expect(await screen.findByRole('figure', { name: applicationTypeLabel('SINGLE WINDOW') })).toBeTruthy();
    expect(grid?.children).toHaveLength(APPLICATION_TYPES.length);
  });
});
