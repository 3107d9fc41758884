import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';

export type TXlsxColumn = { header: string; key: string; width?: number };
export type TXlsxRow = Record<string, string | number | null>;

/**
 * Answers a request with a spreadsheet made on the server and streamed as it is written: the rows come in
 * pages (an async iterable of arrays), so a long list never sits in memory at once. A failure half-way ends the
 * download with an error instead of a truncated file that looks complete.
 */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: { fileName: string; sheetName: string; columns: readonly TXlsxColumn[]; pages: AsyncIterable<TXlsxRow[]> },
) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName);
  worksheet.columns = sheet.columns.map((column) => ({ width: 16, ...column }));
  void (async () => {
    for await (const rows of sheet.pages) for (const row of rows) worksheet.addRow(row).commit();
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
