import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TReportRow } from './api/reports.query';
import { CountTable } from './count-table';

const row = (applicationType: TReportRow['applicationType'], label: string, counts: Partial<TReportRow>) => ({
  key: applicationType,
  label,
  applicationType,
  received: 0,
  approved: 0,
  rejected: 0,
  with_citizen: 0,
  under_process: 0,
  deemed: 0,
  withdrawn: 0,
  ...counts,
});

/** Single Window: 124 received, 115 of them outside deemed and withdrawn (issue 14's example). */
const ROWS: TReportRow[] = [
  row('SINGLE WINDOW', 'Single Window', {
    received: 124,
    approved: 60,
    rejected: 10,
    under_process: 35,
    with_citizen: 10,
    deemed: 7,
    withdrawn: 2,
  }),
  row('REGISTRATION', 'Instant Registration', { received: 5, approved: 4, withdrawn: 1 }),
];

/**
 * mantine-datatable shows a column while its media query matches (none given: the empty query), and the test
 * setup's matchMedia matches nothing: here every query matches, as in a browser.
 */
beforeEach(() => {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
});
afterEach(() => vi.restoreAllMocks());

// A bound that catches a hang, not a busy machine.
describe('CountTable (issue 14: rows that add up)', { timeout: 60_000 }, () => {
  it('shows Deemed and Withdrawn beside the spec’s columns, so each row and the Total add up to Received', async () => {
    renderWithProviders(
      <CountTable
        title="Applications"
        variant="summary"
        firstTitle="Application Type"
        rows={ROWS}
        totalLabel="Total"
        linkOf={() => ({})}
        exportArgs={{}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Applications' });
    await within(table).findAllByRole('columnheader', {}, { timeout: 30_000 });
    const [head, body, foot] = within(table).getAllByRole('rowgroup');
    const headers = within(head as HTMLElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Application Type',
      'Received',
      'Approved',
      'Rejected',
      'Verification Under Process',
      'With Citizen',
      'Deemed',
      'Withdrawn',
      'Efficiency %',
    ]);
    const cellsOf = (rowElement: HTMLElement) =>
      within(rowElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '');
    const bodyRows = within(body as HTMLElement).getAllByRole('row');
    const figures = bodyRows.map((rowElement) => cellsOf(rowElement));
    const singleWindow = figures.find((cells) => cells[0] === 'Single Window') ?? [];
    expect(singleWindow.slice(1, 8)).toEqual(['124', '60', '10', '35', '10', '7', '2']);
    const total = within(foot as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');
    expect(total[0]).toBe('Total');
    expect(total.slice(1, 8)).toEqual(['129', '64', '10', '35', '10', '7', '3']);
    for (const cells of [singleWindow, total]) {
      const outcomes = cells.slice(2, 8).reduce((sum, cell) => sum + Number(cell), 0);
      expect(outcomes).toBe(Number(cells[1]));
    }
    // The deemed cell opens the deemed list; withdrawn has no list of its own (spec 3 §2's labels).
    expect(screen.getByRole('link', { name: 'Single Window, Deemed: 7' }).getAttribute('href')).toBe('/summary/deemed');
    expect(screen.queryByRole('link', { name: /Withdrawn/ })).toBeNull();
  });
});
