import { downloadFromServer } from '../../shared/downloads/download-from-server';
import type { TInboxVariables } from '../../shared/application/applications-by-date-and-type-filter.query';

/** Spec 1 §2.5: the export's fixed file name. */
const FILE_NAME = 'Applications.xlsx';

/**
 * Downloads the list as a spreadsheet made by the server (streamed for all data), so the tab never builds
 * tens of thousands of rows itself.
 */
export async function downloadApplications(variables: TInboxVariables, options: { isAll: boolean }): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(variables)) {
    if (value === undefined || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (options.isAll) params.set('all', 'true');
  await downloadFromServer(`/api/exports/applications.xlsx?${params.toString()}`, FILE_NAME);
}
