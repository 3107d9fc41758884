import { AUTH_MESSAGES, SERVICE_MESSAGES } from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFromServer } from '../../../shared/downloads/download-from-server';
import { newIdempotencyKey, sendWithRetry } from '../../../shared/graphql/request-retry';
import { RestRequestError } from '../../../shared/rest/rest-request';
import { readAccessToken } from '../../../shared/session/session-storage';
import { ADMINISTRATION_KEY } from './administration-key';

export const IMPORT_PATH = '/api/admin/officers/import';
export const IMPORT_TEMPLATE_PATH = '/api/admin/officers/import-template.csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One row's problems; rows count the header as row 1, as a spreadsheet numbers them. */
export type TImportRow = { row: number; username: string | null; problems: string[] };

/** Issue 52 §3: the server's report of a file, checked (dry run) or imported. */
export type TImportReport = { totalRows: number; validRows: number; imported: number; rows: TImportRow[] };

const isReport = (value: unknown): value is TImportReport =>
  typeof value === 'object' && value !== null && 'totalRows' in value && 'rows' in value;

/** The spreadsheet's type as the server reads it: by its name, since browsers name a CSV's type variously. */
export function importContentType(file: File): string {
  return file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : 'text/csv';
}

/** A file's bytes through FileReader, which every browser the console supports has (and jsdom, unlike arrayBuffer). */
function bytesOf(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Sends the chosen file as it is (the server reads CSV and xlsx alike): `isDryRun` checks every row and writes
 * nothing; otherwise every row is imported in one transaction, or none when any row has a problem. The report
 * comes back either way, also with a refusal's status, so the rows' problems are shown; any other failure is the
 * server's message.
 */
export async function sendOfficerImport(file: File, isDryRun: boolean): Promise<TImportReport> {
  const token = readAccessToken();
  const headers: Record<string, string> = { 'content-type': importContentType(file) };
  if (token) {
    headers.authorization = `Bearer ${token}`;
    if (!isDryRun) headers['idempotency-key'] = newIdempotencyKey();
  }
  const body = await bytesOf(file);
  const response = await sendWithRetry(
    () => fetch(`${IMPORT_PATH}?dryRun=${String(isDryRun)}`, { method: 'POST', headers, body }),
    { isRepeatable: token !== null },
  );
  const answer = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  // The report, at the top of the answer or in the spec's envelope (spec 2 §7).
  const report = isReport(answer) ? answer : isReport(answer?.data) ? answer.data : null;
  if (report) return report;
  const fallback =
    response.status === 401
      ? AUTH_MESSAGES.unauthenticated
      : response.status >= 500
        ? SERVICE_MESSAGES.unavailable
        : AUTH_MESSAGES.defaultLoadError;
  throw new RestRequestError(answer?.message || fallback, response.status);
}

/** The check and the import of a file; an import (not a check) reads the officers again. */
export function useOfficerImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, isDryRun }: { file: File; isDryRun: boolean }) => sendOfficerImport(file, isDryRun),
    onSuccess: async (report, { isDryRun }) => {
      if (!isDryRun && report.imported > 0) await queryClient.invalidateQueries({ queryKey: [ADMINISTRATION_KEY] });
    },
  });
}

/** The template with the documented columns (docs/ADMINISTRATION.md), with the session's token. */
export function downloadImportTemplate(): Promise<void> {
  return downloadFromServer(IMPORT_TEMPLATE_PATH, 'officers-import-template.csv');
}
