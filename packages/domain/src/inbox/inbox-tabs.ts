import type { TPermissionLevel } from '../officer/permission-level';
import type { TListFilter } from './list-filter';
import type { TLanguage } from '../i18n/language';
import { holdsDecisionTurns } from '../workflow/routing';

export type TInboxTab = { filter: TListFilter; label: string };

/**
 * Spec 1 §2.5 tabs, named by role: the review tab reads "Under Process" for TPSO and "Under Process Above 200 Sqm"
 * for ACP (large files go to the ACP queue). Decision: other officers' review tab reads "Review"; the spec's
 * "Submissions" is the tab of files they have forwarded. The single-window list adds ACTION_REQUIRED.
 */
export function inboxTabs(
  level: TPermissionLevel | string,
  options: { isSingleWindow: boolean },
  language: TLanguage = 'en',
): TInboxTab[] {
  const labels = language === 'te' ? INBOX_TAB_LABELS_TE : INBOX_TAB_LABELS;
  const review =
    level === 'TPSO_OFFICER'
      ? labels.underProcess
      : level === 'ACP_OFFICER'
        ? labels.underProcessAbove200
        : labels.review;
  return [
    ...(options.isSingleWindow ? [{ filter: 'ACTION_REQUIRED' as const, label: labels.actionRequired }] : []),
    { filter: 'REVIEW', label: review },
    { filter: 'SUBMISSIONS', label: labels.submissions },
    { filter: 'PROCESSED', label: labels.processed },
    { filter: 'LINE_DEPARTMENT_APPLICATION', label: labels.lineDepartment },
    { filter: 'DEEMED', label: labels.deemed },
    { filter: 'COMPLETED', label: labels.completed },
    { filter: 'ALL', label: labels.all },
  ];
}

export const INBOX_TAB_LABELS = {
  underProcess: 'Under Process',
  underProcessAbove200: 'Under Process Above 200 Sqm',
  review: 'Review',
  actionRequired: 'Action Required',
  submissions: 'Submissions',
  processed: 'Processed',
  lineDepartment: 'Line Department',
  deemed: 'Deemed',
  completed: 'Completed',
  all: 'All',
} as const;

export const INBOX_TAB_LABELS_TE: Record<keyof typeof INBOX_TAB_LABELS, string> = {
  underProcess: 'ప్రక్రియలో ఉన్నవి',
  underProcessAbove200: '200 Sqm పైబడి ప్రక్రియలో ఉన్నవి',
  review: 'సమీక్ష',
  actionRequired: 'చర్య అవసరం',
  submissions: 'సమర్పించినవి',
  processed: 'ప్రక్రియ పూర్తయినవి',
  lineDepartment: 'లైన్ విభాగం',
  deemed: 'భావిత ఆమోదం',
  completed: 'పూర్తయినవి',
  all: 'అన్నీ',
};

/**
 * Spec 1 §2.5: no Action column on Completed, All and Line Department; on Deemed only for commissioner and deputy
 * commissioner. Decision: on Deemed, for every officer who can hold a deemed file's review (holdsDecisionTurns).
 * Routing gives the review to the zonal commissioner or final approving officer while the commissioner is away, and
 * up the hierarchy (a collector, the vice chairman, a director) when the ULB has no decision officer at all; the
 * Deemed tab is the only place the file is listed, so without its Verify the review could not be done.
 */
export function showsActionColumn(filter: TListFilter, level: TPermissionLevel | string): boolean {
  if (filter === 'COMPLETED' || filter === 'ALL' || filter === 'LINE_DEPARTMENT_APPLICATION') return false;
  if (filter === 'DEEMED') return holdsDecisionTurns(level);
  return true;
}
