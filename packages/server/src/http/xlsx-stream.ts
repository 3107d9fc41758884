import type { TSheetCell } from '@anumati/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';

/** A column: its header (in the officer's language) and, for numbers and dates, the format they are shown in. */
export type TXlsxColumn = { header: string; key: string; numFmt?: string | null };
export type TXlsxRow = Record<string, TSheetCell>;

/** Above exceljs's default width (9), which it leaves out of the file: Excel's own default is narrower. */
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;

/** About how many characters a cell shows: what its width is made for. */
function shownLength(value: TSheetCell, numFmt: string | null | undefined): number {
  if (value === null) return 0;
  if (value instanceof Date) return numFmt?.includes('hh') ? 16 : 10;
  if (typeof value === 'number') {
    const digits = String(Math.trunc(Math.abs(value))).length;
    // Digit groups add a comma per two digits past the first three; decimals add three.
    return digits + Math.max(0, Math.ceil((digits - 3) / 2)) + (Number.isInteger(value) ? 0 : 3);
  }
  return Math.max(...value.split('\n').map((line) => [...line].length));
}

/**
 * Answers a request with a spreadsheet made on the server and streamed as it is written: the rows come in
 * pages (an async iterable of arrays), so a long list never sits in memory at once. A failure half-way ends the
 * download with an error instead of a truncated file that looks complete.
 *
 * Issue 19, for people: the header row bold and frozen, dates and numbers stored as such with their formats, and
 * each column as wide as its header and the first page's values (a streamed sheet fixes its columns before its
 * first row, so later pages' longer values wrap nothing, they are only cut on screen). The first page is read
 * before the answer starts, so a refusal is a clean answer, not a broken file.
 */
export async function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: { fileName: string; sheetName: string; columns: readonly TXlsxColumn[]; pages: AsyncIterable<TXlsxRow[]> },
) {
  const iterator = sheet.pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  const firstRows = first.done ? [] : first.value;

  const stream = new PassThrough();
  // Loaded with the first export, not with the server (as pdfkit in platform/pdf-document.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.min(
      MAX_WIDTH,
      Math.max(
        MIN_WIDTH,
        ...[column.header, ...firstRows.map((row) => row[column.key] ?? null)].map(
          (value) => shownLength(value, column.numFmt) + 2,
        ),
      ),
    ),
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const formatted = sheet.columns.flatMap((column, index) =>
    column.numFmt ? [{ number: index + 1, numFmt: column.numFmt }] : [],
  );
  const write = (rows: TXlsxRow[]) => {
    for (const values of rows) {
      const row = worksheet.addRow(values);
      for (const { number, numFmt } of formatted) {
        const cell = row.getCell(number);
        if (cell.value !== null) cell.numFmt = numFmt;
      }
      row.commit();
    }
  };
  void (async () => {
    write(firstRows);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) write(next.value);
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    request.log.error(error, 'export failed');
    stream.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
    .send(stream);
}
