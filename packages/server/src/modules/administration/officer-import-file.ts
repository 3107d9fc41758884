import {
  ADMINISTRATION_MESSAGES as MESSAGES,
  ADMINISTRATION_VALUE_MESSAGES,
  headerLineMessage,
  headerProblems,
  importColumnOf,
  OFFICER_IMPORT_MAX_ROWS,
  parseCsv,
  type TImportRowIn,
  type TOfficerImportColumn,
} from '@anumati/domain';
import { AppError } from '../../graphql/app-error';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet's cells as text, row by row (the first sheet), whatever the cells' types (an email is a link). */
async function xlsxCells(body: Buffer): Promise<string[][]> {
  // Loaded on the first workbook, as the exports load it (http/xlsx-stream.ts): the server's start stays light.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BAD_USER_INPUT', MESSAGES.notAWorkbook);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(row.getCell(column).text.trim());
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The rows of an import file (CSV or xlsx), numbered as a spreadsheet numbers them (the header is row 1); a header
 * that lacks a required column, or names one the template does not have, refuses the file.
 */
export async function readOfficerImport(body: Buffer, kind: 'csv' | 'xlsx'): Promise<TImportRowIn[]> {
  const cells = kind === 'csv' ? parseCsv(body.toString('utf8')) : await xlsxCells(body);
  const [header = [], ...lines] = cells;
  const problems = headerProblems(header);
  if (problems.length > 0) throw new AppError('BAD_USER_INPUT', headerLineMessage(problems));
  const columns = header.map(importColumnOf);
  const rows = lines
    .map((line, index) => ({ row: index + 2, line }))
    .filter(({ line }) => line.some((cell) => cell.trim() !== ''))
    .map(({ row, line }) => {
      const values: Partial<Record<TOfficerImportColumn, string>> = {};
      columns.forEach((column, index) => {
        if (column) values[column] = line[index] ?? '';
      });
      return { row, values };
    });
  if (rows.length > OFFICER_IMPORT_MAX_ROWS) {
    throw new AppError('BAD_USER_INPUT', ADMINISTRATION_VALUE_MESSAGES.tooManyRows(String(OFFICER_IMPORT_MAX_ROWS)));
  }
  return rows;
}
