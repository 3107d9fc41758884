import { REPORT_TABLES } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReportTable } from './report-table';

const OFFICER = {
  rank: 1,
  ulbName: 'Suryapet',
  officerId: 'o-1',
  officerName: 'Ravi Kumar',
  officerRole: 'Town Planning Officer',
  delayedFiles: 1234,
  delayedTurns: 1500,
  totalDaysDelayed: 3.5,
  maxDaysDelayed: 12,
  stillHeld: 0,
  penaltyAmount: 1234567,
};

function renderPenalties(records: (typeof OFFICER)[], error: unknown = null, title = 'Penalties') {
  return renderWithProviders(
    <ReportTable
      title={title}
      columns={REPORT_TABLES.penalties.columns}
      records={records}
      idAccessor="officerId"
      exportAs={{ table: 'penalties', args: {} }}
      query={{ isFetching: false, error, refetch: () => undefined }}
    />,
  );
}

/** As in count-table.test.tsx: every media query matches, so mantine-datatable shows every column. */
beforeEach(() => {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en', { remember: false });
});

describe('ReportTable (issue 19)', { timeout: 60_000 }, () => {
  it('says No Data Found only while the table is empty: a filled table has no hidden one to be read', async () => {
    const empty = renderPenalties([]);
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    empty.unmount();

    renderPenalties([OFFICER]);
    const table = await screen.findByRole('table', { name: 'Penalties' });
    await within(table).findByText('Ravi Kumar', {}, { timeout: 30_000 });
    expect(screen.queryByText('No Data Found')).toBeNull();
  });

  it('shows the columns in Telugu and the figures with Indian grouping, rupees and decimals kept', async () => {
    await changeLanguage('te', { remember: false });
    renderPenalties([OFFICER]);
    const table = await screen.findByRole('table', { name: 'Penalties' });
    await within(table).findByText('Ravi Kumar', {}, { timeout: 30_000 });
    expect(within(table).getByRole('columnheader', { name: 'జరిమానా' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'అధికారి' })).toBeTruthy();
    expect(within(table).getByText('₹ 12,34,567')).toBeTruthy();
    expect(within(table).getByText('1,234')).toBeTruthy();
    expect(within(table).getByText('3.5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excel కు ఎగుమతి చేయండి' })).toBeTruthy();
  });

  it('a report with no rows reads in Telugu: no English left, no WCAG violation (issue 19, issue 56)', async () => {
    await changeLanguage('te', { remember: false });
    renderPenalties([], null, 'జరిమానాలు');
    expect(await screen.findByText('సమాచారం లభించలేదు')).toBeTruthy();
    await expectTeluguAndAccessible('a report with no rows');
  });

  it('offers no export of a table that could not be loaded: its error and RETRY instead', async () => {
    const failed = renderPenalties([], new Error('Network error'));
    expect(await screen.findByRole('button', { name: 'RETRY' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(true);
    failed.unmount();

    renderPenalties([OFFICER]);
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(false);
  });
});
