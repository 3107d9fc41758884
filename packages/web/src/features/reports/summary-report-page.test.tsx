import { APPLICATION_TYPES, applicationTypeLabel } from '@anumati/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportScopeDocument, ReportsDocument } from '../../shared/graphql/generated/graphql';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SummaryReportPage } from './summary-report-page';

const SCOPE = {
  level: 'STATE' as const,
  hasReports: true,
  authorities: [],
  districts: [],
  ulbs: [],
  authorityOptions: [],
};
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

const server = setupMockServer();

/** The report's counts wait until the test lets them through; its scope answers at once. */
function holdReport() {
  const held: (() => void)[] = [];
  server.use(
    operation(ReportScopeDocument).answer(() => ({ reportScope: SCOPE })),
    operation(ReportsDocument).answer(async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return { reports: { type: 'CONSOLIDATED', groupBy: null, startDate: '', endDate: '', rows: ROWS } };
    }),
  );
  return { release: () => held.splice(0).forEach((resolve) => resolve()), heldCount: () => held.length };
}

describe('SummaryReportPage', { timeout: 60_000 }, () => {
  it('keeps a donut’s space for every application type until the counts come, so nothing below moves', async () => {
    matchEveryMediaQuery();
    const report = holdReport();
    const { container } = renderWithProviders(<SummaryReportPage />, { path: '/summary-report' });
    await vi.waitFor(() => expect(report.heldCount()).toBeGreaterThan(0));
    const grid = container.querySelector('.mantine-SimpleGrid-root');
    expect(grid?.children).toHaveLength(APPLICATION_TYPES.length);
    expect(grid?.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(APPLICATION_TYPES.length);

    report.release();
    expect(await screen.findByRole('figure', { name: applicationTypeLabel('SINGLE WINDOW') })).toBeTruthy();
    expect(grid?.children).toHaveLength(APPLICATION_TYPES.length);
  });
});
