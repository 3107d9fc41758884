import { COUNT_TABLE_FILE_NAME, REPORT_TABLES, type TReportTableName } from '@anumati/domain';
import { downloadFromServer } from '../../../shared/downloads/download-from-server';

/**
 * Downloads a report table as the server makes it (GET /api/exports/reports/{table}.xlsx), with the arguments
 * the screen asked for, so the file holds what the table shows (lists: every page).
 */
export function downloadReport(table: TReportTableName, args: object): Promise<void> {
  const fileName = table === 'report-counts' ? COUNT_TABLE_FILE_NAME : REPORT_TABLES[table].fileName;
  const query = new URLSearchParams({ args: JSON.stringify(args) });
  return downloadFromServer(`/api/exports/reports/${table}.xlsx?${query.toString()}`, fileName);
}
