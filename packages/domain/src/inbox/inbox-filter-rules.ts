import type { TApplicationStatus } from '../application/application-status';
import type { TPermissionLevel } from '../officer/permission-level';
import type { TStageStatus } from '../workflow/stage';
import type { TListFilter } from './list-filter';

/** Statuses after which nothing more is done on the file. */
export const COMPLETED_STATUSES: readonly TApplicationStatus[] = [
  'ACCEPTED',
  'REJECTED',
  'REVOKED',
  'CLOSED',
  'EXPIRED',
];
export const DEEMED_STATUSES: readonly TApplicationStatus[] = ['DEEMED', 'FINAL_DEEMED'];

/**
 * What each inbox tab holds for an officer, as conditions on the officer's own stage action and the
 * application's status. Decision (the spec names the tabs, not their rules):
 * - REVIEW: files waiting for this officer (their stage action is IN_PROCESS) and still open;
 * - SUBMISSIONS: files this officer has forwarded that are still open;
 * - PROCESSED: every file this officer has forwarded, open or closed;
 * - COMPLETED: files routed to this officer that are decided (accepted, rejected, revoked, closed);
 * - DEEMED: deemed-approved files; LINE_DEPARTMENT_APPLICATION: files held at line departments;
 * - ACTION_REQUIRED (single window): single-window files waiting for this officer;
 * - ALL: every file ever routed to this officer.
 */
export type TInboxFilterRule = {
  officerActions?: readonly TStageStatus[] | 'FORWARDED';
  statuses?: readonly TApplicationStatus[];
  excludeStatuses?: readonly TApplicationStatus[];
  singleWindowOnly?: boolean;
};

const CLOSED: readonly TApplicationStatus[] = [...COMPLETED_STATUSES, ...DEEMED_STATUSES];

export const INBOX_FILTER_RULES: Record<TListFilter, TInboxFilterRule> = {
  ALL: {},
  REVIEW: { officerActions: ['IN_PROCESS'], excludeStatuses: CLOSED },
  SUBMISSIONS: { officerActions: 'FORWARDED', excludeStatuses: CLOSED },
  PROCESSED: { officerActions: 'FORWARDED' },
  COMPLETED: { statuses: COMPLETED_STATUSES },
  DEEMED: { statuses: DEEMED_STATUSES },
  LINE_DEPARTMENT_APPLICATION: { statuses: ['LINE_DEPARTMENT_HOLD'] },
  ACTION_REQUIRED: { officerActions: ['IN_PROCESS'], excludeStatuses: CLOSED, singleWindowOnly: true },
};

/** Spec 1 §6: site and title verification officers do not see applications in FEE_VERIFICATION. */
export function hiddenStatusesFor(level: TPermissionLevel | string): readonly TApplicationStatus[] {
  return level === 'SITE_VERIFICATION' || level === 'TITLE_VERIFICATION' ? ['FEE_VERIFICATION'] : [];
}
