import { describe, expect, it } from 'vitest';
import {
  countTableColumns,
  countTableFirstTitle,
  countTableRows,
  countTableTotal,
  formatReportCell,
  formatReportDate,
  formatReportDateTime,
  readColumn,
  REPORT_TABLES,
  REPORT_TITLES_TE,
  reportCellValue,
  reportSheetValue,
  reportTitle,
} from './report-tables';
import { APPLICATION_STATUSES } from '../application/application-status';
import { countsFromStatuses, OUTCOME_BUCKETS } from './status-buckets';

describe('report table cells', () => {
  it('writes days day-month-year in India', () => {
    expect(formatReportDate('2026-03-31T20:00:00Z')).toBe('01-04-2026');
    expect(formatReportDate(null)).toBe('');
  });

  it('writes an instant with its 24-hour time in India (an alert raised at midnight UTC is 05:30)', () => {
    expect(formatReportDateTime('2026-03-31T18:30:00Z')).toBe('01-04-2026 00:00');
    expect(formatReportDateTime('2026-12-22T18:40:00Z')).toBe('23-12-2026 00:10');
    expect(formatReportDateTime('2026-12-23T09:45:00Z')).toBe('23-12-2026 15:15');
    expect(formatReportDateTime('not a date')).toBe('');
  });

  it.each([
    ['count', 12, {}, 12, '12'],
    ['percent', 33.333, {}, 33.33, '33.33'],
    ['percent', 100, {}, 100, '100.00'],
    ['rupees', 1000000, {}, 1000000, '₹ 10,00,000'],
    ['area', 1234.5, {}, 1234.5, '1,234.50'],
    ['applicationType', 'SELF CERTIFICATION', {}, 'Instant Approval', 'Instant Approval'],
    [
      'applicationType',
      'SELF CERTIFICATION',
      { approvalFor: 'COMPOUNDWALL' },
      'Instant Approval (CW)',
      'Instant Approval (CW)',
    ],
    ['applicationType', 'SELF CERTIFICATION', { approvalFor: 'BUILDING' }, 'Instant Approval', 'Instant Approval'],
    ['status', 'REJECTED', { applicationType: 'REGISTRATION' }, 'REVOKED', 'REVOKED'],
    ['status', 'PROCEEDINGS_IN_PROGRESS', {}, 'FINAL PROCESSING', 'FINAL PROCESSING'],
    ['yesNo', true, {}, 'Yes', 'Yes'],
    ['stage', 'LEVEL-1', {}, 'PRE SCRUTINY', 'PRE SCRUTINY'],
    ['stage', 'SITE VERIFICATION', {}, 'SITE VERIFICATION', 'SITE VERIFICATION'],
    ['text', null, {}, null, '—'],
    ['date', '2026-11-02T05:30:00Z', {}, '02-11-2026', '02-11-2026'],
  ] as const)('a %s cell of %o reads %o in the file and %s on screen', (kind, value, record, stored, shown) => {
    expect(reportCellValue(kind, value, record)).toEqual(stored);
    expect(formatReportCell(kind, value, record)).toBe(shown);
  });
});

describe('report spreadsheet cells (issue 19)', () => {
  it.each([
    ['date', '2026-03-31T20:00:00Z', 'en', new Date('2026-04-01T00:00:00Z')],
    ['dateTime', '2026-12-23T09:45:00Z', 'en', new Date('2026-12-23T15:15:00Z')],
    ['date', 'not a date', 'en', null],
    ['rupees', 10000, 'en', 10000],
    ['area', 123.45, 'en', 123.45],
    ['yesNo', true, 'en', 'Yes'],
    ['yesNo', false, 'te', 'కాదు'],
    ['stage', 'FEE_ADJUSTMENTS', 'te', 'రుసుము సర్దుబాట్లు'],
    ['role', 'TPSO OFFICER', 'te', 'TPSO అధికారి'],
    ['role', 'Site Inspector', 'en', 'Site Inspector'],
  ] as const)('a %s cell of %o is stored as %o (%s)', (kind, value, language, stored) => {
    expect(reportSheetValue(kind, value, {}, language)).toEqual(stored);
  });

  it('titles in English exactly as the tables write them, in Telugu for a Telugu officer', () => {
    const titles = Object.values(REPORT_TABLES).flatMap((table) => table.columns.map((column) => column.title));
    for (const title of titles) {
      expect(reportTitle(title)).toBe(title);
      expect(reportTitle(title, 'te'), title).toMatch(/[\u0C00-\u0C7F]|^(ULB)$/);
    }
    expect(reportTitle('Grand Total', 'te')).toBe(REPORT_TITLES_TE['Grand Total']);
  });
});

describe('report tables', () => {
  it('gives the summary the spec’s columns with Deemed and Withdrawn, and the dashboard its Completed column', () => {
    expect(countTableColumns('summary', 'Application Type').map((column) => column.title)).toEqual([
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
    expect(countTableColumns('dashboard', 'Application Type').map((column) => column.title)).toContain('Completed');
    expect(countTableColumns('period', 'Month').map((column) => column.title)).toContain('Deemed');
  });

  it.each(['summary', 'dashboard', 'period'] as const)(
    'splits Received into outcome columns that add up to it in every %s row (issue 14)',
    (variant) => {
      const keys = countTableColumns(variant, 'Row').map((column) => column.key);
      const outcomeKeys = keys.filter((key) => (OUTCOME_BUCKETS as readonly string[]).includes(key));
      expect([...outcomeKeys].sort()).toEqual([...OUTCOME_BUCKETS].sort());
      const statuses = APPLICATION_STATUSES.map((status, index) => ({ status, count: index + 1 }));
      const row = countsFromStatuses(statuses);
      const shown = outcomeKeys.reduce((sum, key) => sum + row[key as keyof typeof row], 0);
      expect(shown).toBe(row.received);
    },
  );

  it('gives the summary list the spec’s columns, View aside', () => {
    expect(REPORT_TABLES['report-applications'].columns.map((column) => column.title)).toEqual([
      'Sl.no',
      'Application Id',
      'Circle',
      'ULB',
      'District',
      'Authority',
      'ApplicationType',
      'Applied Date',
      'Approval Date',
      'Status',
      'Remarks',
    ]);
  });
});

describe('readColumn', () => {
  it('reads nested keys and hands back the record holding them', () => {
    const record = { application: { status: 'REJECTED', applicationType: 'REGISTRATION' }, daysDelayed: 3 };
    const { value, holder } = readColumn(record, 'application.status');
    expect(value).toBe('REJECTED');
    expect(reportCellValue('status', value, holder)).toBe('REVOKED');
    expect(readColumn(record, 'daysDelayed').value).toBe(3);
    expect(readColumn(record, 'application.floor.noOfFloors').value).toBeUndefined();
  });
});

describe('count table rows', () => {
  const counts = (received: number, approved: number, rejected = 0) => ({
    received,
    approved,
    rejected,
    with_citizen: 0,
    under_process: received - approved - rejected,
    deemed: 0,
    withdrawn: 0,
  });
  it('adds the types of a key into one row, keeping the keys’ order, with completed and efficiency', () => {
    const rows = countTableRows([
      { key: '2026-01', label: 'January 2026', ...counts(3, 1) },
      { key: '2026-01', label: 'January 2026', ...counts(1, 1, 0) },
      { key: '2026-02', label: 'February 2026', ...counts(0, 0) },
    ]);
    expect(rows.map((row) => [row.key, row.received, row.approved, row.completed, row.efficiency])).toEqual([
      ['2026-01', 4, 2, 2, 50],
      ['2026-02', 0, 0, 0, 0],
    ]);
    expect(countTableTotal(rows, 'Grand Total')).toMatchObject({ label: 'Grand Total', received: 4, efficiency: 50 });
  });

  it.each([
    ['CONSOLIDATED', null, 'Application Type'],
    ['MONTHLY', null, 'Month'],
    ['ANNUAL', null, 'ULB'],
    ['ANNUAL', 'DISTRICT', 'District'],
    ['ANNUAL', 'AUTHORITY', 'Authority'],
  ] as const)('names the first column of %s by %s: %s', (type, group, title) => {
    expect(countTableFirstTitle(type, group)).toBe(title);
  });
});
