import { REPORT_MESSAGES, REPORT_TABLES } from '@anumati/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HTTP_STATUS } from '../../http/rest';
import { reportTestApp } from '../../testing/report-fixtures';

const app = reportTestApp();

const download = (table: string, args: object, token?: string) =>
  app.t.app.inject({
    method: 'GET',
    url: `/api/exports/reports/${table}.xlsx?args=${encodeURIComponent(JSON.stringify(args))}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function sheetRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('report exports: .xlsx made on the server', () => {
  it('exports the summary table with its Total row and the efficiency', async () => {
    const response = await download(
      'report-counts',
      { type: 'CONSOLIDATED', variant: 'summary' },
      app.fixtures.tokens.chasing,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Report.xlsx"');
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
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
    expect(rows).toContainEqual(['Instant Approval', 4, 3, 1, 0, 0, 0, 0, 75]);
    // The outcome columns add up to Received (issue 14): the single window's deemed file is in its column.
    expect(rows.at(-1)).toEqual(['Total', 9, 3, 1, 3, 1, 1, 0, 33.33]);
  });

  it('exports a month table with its Grand Total, and the applications of a cell with the spec’s columns', async () => {
    const months = await sheetRows(
      (
        await download(
          'report-counts',
          { type: 'MONTHLY', startDate: '2026-01-01', endDate: '2026-11-02', variant: 'period' },
          app.fixtures.tokens.chasing,
        )
      ).rawPayload,
    );
    expect(months[0]?.[0]).toBe('Month');
    expect(months).toHaveLength(1 + 11 + 1);
    expect(months.at(-1)?.[0]).toBe('Grand Total');
    const list = await sheetRows(
      (await download('report-applications', { applicationStatus: 'APPROVED' }, app.fixtures.tokens.chasing))
        .rawPayload,
    );
    expect(list[0]).toEqual(REPORT_TABLES['report-applications'].columns.map((column) => column.title));
    expect(list.slice(1).map((row) => [row[0], row[1]])).toEqual([
      [1, app.fixtures.file('approvedB').identifier],
      [2, app.fixtures.file('approvedA').identifier],
      [3, app.fixtures.file('lastYearA').identifier],
    ]);
    expect(list[2]?.slice(2, 9)).toEqual([
      'Madhapur',
      'GHMC ULB',
      'GHMC district',
      'GHMC',
      'Instant Approval',
      '05-10-2026',
      '12-10-2026',
    ]);
  });

  it('exports the chasing cell’s tables within the scope', async () => {
    const penalties = await sheetRows((await download('penalties', {}, app.fixtures.tokens.chasing)).rawPayload);
    expect(penalties.slice(1).map((row) => [row[2], row[9]])).toEqual([
      ['Test commissioner.a', 5000],
      ['Test site.a', 3000],
      ['Test site.b', 1000],
    ]);
    const own = await sheetRows((await download('delayed-files', {}, app.fixtures.tokens.commissionerA)).rawPayload);
    expect(own.slice(1).every((row) => row[3] === 'GHMC ULB')).toBe(true);
    expect(own).toHaveLength(3);
  });

  it('refuses without a session, to offices without reports, bad arguments and unknown tables', async () => {
    expect((await download('report-counts', { type: 'CONSOLIDATED', variant: 'summary' })).statusCode).toBe(401);
    const refused = await download(
      'report-counts',
      { type: 'CONSOLIDATED', variant: 'summary' },
      app.fixtures.tokens.siteA,
    );
    expect(refused.statusCode).toBe(HTTP_STATUS.FORBIDDEN);
    expect(refused.json()).toEqual({ success: false, message: REPORT_MESSAGES.noReports });
    const bad = await download(
      'report-counts',
      { type: 'CONSOLIDATED', variant: 'summary', startDate: '2026-02-30' },
      app.fixtures.tokens.chasing,
    );
    expect(bad.json()).toEqual({ success: false, message: REPORT_MESSAGES.badDay });
    expect((await download('no-such-report', {}, app.fixtures.tokens.chasing)).statusCode).toBe(404);
  });
});
