import { REPORT_MESSAGES, REPORT_TABLES, REPORT_TITLES_TE, SHEET_NUMBER_FORMATS } from '@anumati/domain';
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

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

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
      // Real dates (issue 19): India's day at midnight, shown dd-mm-yyyy.
      new Date('2026-10-05T00:00:00Z'),
      new Date('2026-10-12T00:00:00Z'),
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
    // The counts are the dashboards' (every officer's, over their jurisdiction); penalties are the report menu's.
    const refused = await download('penalties', {}, app.fixtures.tokens.siteA);
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

  it('writes a sheet for people (issue 19): dates as dates, numbers as numbers, widths, a frozen bold header', async () => {
    const sheet = await sheetOf(
      (await download('report-applications', { applicationStatus: 'APPROVED' }, app.fixtures.tokens.chasing))
        .rawPayload,
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    const applied = sheet.getCell(3, 8);
    expect(applied.type).toBe(ExcelJS.ValueType.Date);
    expect(applied.value).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(applied.numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getCell(3, 1).type).toBe(ExcelJS.ValueType.Number);
    // Each column as wide as its header and values: the identifier's column fits the identifier.
    const identifier = app.fixtures.file('approvedA').identifier;
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(identifier.length);
    expect(sheet.getColumn(1).width).toBeLessThan(sheet.getColumn(2).width ?? 0);
    REPORT_TABLES['report-applications'].columns.forEach((column, index) => {
      expect(sheet.getColumn(index + 1).width, column.title).toBeGreaterThanOrEqual(column.title.length);
    });

    const penalties = await sheetOf((await download('penalties', {}, app.fixtures.tokens.chasing)).rawPayload);
    const penalty = penalties.getCell(2, 10);
    expect(penalty.value).toBe(5000);
    // exceljs drops the format's backslashes on reading (the file keeps them: 1,00,000 groups in any Excel).
    const unescaped = (format: string | null | undefined) => format?.replaceAll('\\', '');
    expect(unescaped(penalty.numFmt)).toBe(unescaped(SHEET_NUMBER_FORMATS.rupees));
    expect(penalties.getCell(2, 5).type).toBe(ExcelJS.ValueType.Number);
  });

  it('writes the headers and the Total in Telugu for an officer who chose Telugu, English for the others', async () => {
    const token = app.fixtures.tokens.chasing;
    const setLanguage = (language: string) =>
      app.t.graphql(
        `mutation ($language: String!) { setPreferredLanguage(language: $language) { id } }`,
        { language },
        { token },
      );
    await setLanguage('te');
    const telugu = await sheetRows(
      (await download('report-counts', { type: 'CONSOLIDATED', variant: 'summary' }, token)).rawPayload,
    );
    await setLanguage('en');
    expect(telugu[0]).toEqual([
      'దరఖాస్తు రకం',
      'స్వీకరించినవి',
      'ఆమోదించినవి',
      'తిరస్కరించినవి',
      'పరిశీలనలో ఉన్నవి',
      'పౌరుని వద్ద',
      'భావిత ఆమోదం',
      'ఉపసంహరించినవి',
      'సామర్థ్యం %',
    ]);
    expect(telugu.at(-1)?.[0]).toBe(REPORT_TITLES_TE.Total);
    const english = await sheetRows(
      (await download('report-counts', { type: 'CONSOLIDATED', variant: 'summary' }, token)).rawPayload,
    );
    expect(english[0]?.[0]).toBe('Application Type');
  });
});
