import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { inboxRecord } from '../../testing/inbox-record';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PreScrutinyPage } from './pre-scrutiny-page';

const listed = vi.hoisted(() => ({ records: [] as unknown[] }));
vi.mock('../../shared/application/applications-by-date-and-type-filter.query', () => ({
  useApplicationsQuery: () => ({
    data: { records: listed.records, totalCount: listed.records.length },
    error: null,
    isFetching: false,
    refetch: () => undefined,
  }),
}));

const RECORD = inboxRecord({
  id: '7',
  applicationIdentifier: 'SW/2026/0007',
  applicationType: 'SINGLE WINDOW',
  officerStageStatus: null,
  receivedDate: '2026-11-03',
  assignedDate: null,
});

describe('Pre Scrutiny', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('says No Data Found only when there is nothing to scrutinise', () => {
    listed.records = [];
    renderWithProviders(<PreScrutinyPage />);
    expect(screen.getAllByText('No Data Found').length).toBeGreaterThan(0);
  });

  // mantine-datatable draws no cells in jsdom (its columns are sized by the browser): the rows are the e2e's.
  it('has no hidden empty state once files are listed, which a screen reader would read under them', () => {
    listed.records = [RECORD];
    renderWithProviders(<PreScrutinyPage />);
    expect(screen.queryByText('No Data Found')).toBeNull();
  });

  it('reads in Telugu', async () => {
    await changeLanguage('te', { remember: false });
    listed.records = [];
    const empty = renderWithProviders(<PreScrutinyPage />);
    expect(screen.getByRole('heading', { name: 'ముందస్తు పరిశీలన' })).toBeTruthy();
    expect(screen.getAllByText('సమాచారం లేదు').length).toBeGreaterThan(0);
    empty.unmount();
    listed.records = [RECORD];
    renderWithProviders(<PreScrutinyPage />);
    expect(screen.getByRole('button', { name: 'తదుపరి పేజీ' })).toBeTruthy();
  });
});
