import type { TPermissionLevel } from '../officer/permission-level';
import type { TListFilter } from './list-filter';

export type TInboxTab = { filter: TListFilter; label: string };

/**
 * Spec 1 §2.5 tabs, named by role: the review tab reads "Under Process" for TPSO and "Under Process Above 200 Sqm"
 * for ACP (large files go to the ACP queue). Decision: other officers' review tab reads "Review"; the spec's
 * "Submissions" is the tab of files they have forwarded. The single-window list adds ACTION_REQUIRED.
 */
export function inboxTabs(level: TPermissionLevel | string, options: { isSingleWindow: boolean }): TInboxTab[] {
  const review =
    level === 'TPSO_OFFICER' ? 'Under Process' : level === 'ACP_OFFICER' ? 'Under Process Above 200 Sqm' : 'Review';
  return [
    ...(options.isSingleWindow ? [{ filter: 'ACTION_REQUIRED' as const, label: 'Action Required' }] : []),
    { filter: 'REVIEW', label: review },
    { filter: 'SUBMISSIONS', label: 'Submissions' },
    { filter: 'PROCESSED', label: 'Processed' },
    { filter: 'LINE_DEPARTMENT_APPLICATION', label: 'Line Department' },
    { filter: 'DEEMED', label: 'Deemed' },
    { filter: 'COMPLETED', label: 'Completed' },
    { filter: 'ALL', label: 'All' },
  ];
}

/** Spec 1 §2.5: no Action column on Completed, All and Line Department; on Deemed only for (deputy) commissioners. */
export function showsActionColumn(filter: TListFilter, level: TPermissionLevel | string): boolean {
  if (filter === 'COMPLETED' || filter === 'ALL' || filter === 'LINE_DEPARTMENT_APPLICATION') return false;
  if (filter === 'DEEMED') return level === 'COMMISSIONER' || level === 'DEPUTY_COMMISSIONER';
  return true;
}
