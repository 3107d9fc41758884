import type { TLanguage } from '../i18n/language';
import type { TApplicationStatus } from '../application/application-status';
import { APPLICATION_STATUSES } from '../application/application-status';

/** Spec 3 §3 "Report records": the status counts of a report, under the spec's names. */
export const REPORT_BUCKETS = [
  'received',
  'approved',
  'rejected',
  'with_citizen',
  'under_process',
  'deemed',
  'withdrawn',
] as const;
export type TReportBucket = (typeof REPORT_BUCKETS)[number];
/** Every bucket but "received", which holds them all: where a received application stands now. */
export type TOutcomeBucket = Exclude<TReportBucket, 'received'>;
/**
 * The outcomes a /summary/{label} page lists (spec 3 §2): every outcome but withdrawn, which the spec's summary
 * pages do not have.
 */
export type TStatusBucket = Exclude<TOutcomeBucket, 'withdrawn'>;
export const STATUS_BUCKETS: readonly TStatusBucket[] = [
  'approved',
  'rejected',
  'with_citizen',
  'under_process',
  'deemed',
];
/** The outcomes that split "received": every received application is in exactly one of them. */
export const OUTCOME_BUCKETS: readonly TOutcomeBucket[] = [...STATUS_BUCKETS, 'withdrawn'];

export type TReportCounts = Record<TReportBucket, number>;

/**
 * Where each application status (spec 1 §4) is counted besides "received". Decisions (the spec names the
 * buckets, not their statuses):
 * - DRAFT is not counted at all: a draft never left the citizen platform, so nobody received it;
 * - with_citizen holds the statuses in which the file waits for the applicant (shortfalls, show cause, fee
 *   payment); once the applicant answers (…_SUBMITTED) the file is back under process;
 * - EXPIRED (a shortfall left unanswered) ends the file without a permission: counted as rejected;
 * - CLOSED (withdrawn by the applicant) is received but neither approved nor rejected: it is counted as withdrawn
 *   (issue 14: a row's outcome columns add up to its received count, so no received application may be left out);
 * - DEEMED and FINAL_DEEMED are the deemed approvals, counted apart from the officers' approvals (ACCEPTED);
 * - LINE_DEPARTMENT_HOLD is under process: the file is with officers, of another department.
 */
export const BUCKET_OF_STATUS: Record<TApplicationStatus, TOutcomeBucket | null> = {
  DRAFT: null,
  IN_PROCESS: 'under_process',
  SUBMITTED: 'under_process',
  VERIFICATION_UNDER_PROGRESS: 'under_process',
  FEE_ADJUSTMENTS: 'under_process',
  PROCEEDINGS_IN_PROGRESS: 'under_process',
  ACCEPTED: 'approved',
  REVOKED: 'rejected',
  REJECTED: 'rejected',
  DEEMED: 'deemed',
  FEE_ADJUSTMENTS_SUBMITTED: 'under_process',
  FEE_VERIFICATION: 'under_process',
  CLOSED: 'withdrawn',
  SHORTFALL: 'with_citizen',
  SHORTFALL_SUBMITTED: 'under_process',
  FINAL_DEEMED: 'deemed',
  SHOW_CAUSE_RAISED: 'with_citizen',
  PAYMENT_INTIATED: 'with_citizen',
  LINE_DEPARTMENT_HOLD: 'under_process',
  EXPIRED: 'rejected',
  MORTGAGE_SHORTFALL: 'with_citizen',
  DRAWING_SHORTFALL: 'with_citizen',
  DRAWING_SHORTFALL_SUBMITTED: 'under_process',
  DRAWING_VERIFIED: 'under_process',
};

/** Every status but DRAFT: the application reached the officers. */
export function isReceivedStatus(status: TApplicationStatus): boolean {
  return status !== 'DRAFT';
}

/** The statuses a bucket counts, for a query's IN list. */
export function statusesOfBucket(bucket: TReportBucket): TApplicationStatus[] {
  return APPLICATION_STATUSES.filter((status) =>
    bucket === 'received' ? isReceivedStatus(status) : BUCKET_OF_STATUS[status] === bucket,
  );
}

export function emptyCounts(): TReportCounts {
  return { received: 0, approved: 0, rejected: 0, with_citizen: 0, under_process: 0, deemed: 0, withdrawn: 0 };
}

/** Counts per bucket from counts per status. */
export function countsFromStatuses(rows: readonly { status: TApplicationStatus; count: number }[]): TReportCounts {
  const counts = emptyCounts();
  for (const { status, count } of rows) {
    if (!isReceivedStatus(status)) continue;
    counts.received += count;
    const bucket = BUCKET_OF_STATUS[status];
    if (bucket) counts[bucket] += count;
  }
  return counts;
}

/** Received minus the outcome columns: 0 for every row of a report that adds up (issue 14). */
export function unaccountedCount(counts: TReportCounts): number {
  return counts.received - OUTCOME_BUCKETS.reduce((sum, bucket) => sum + counts[bucket], 0);
}

/** The sum of several rows' counts: the Total and Grand Total rows (spec 3 §3: a client-side sum). */
export function sumCounts(rows: readonly TReportCounts[]): TReportCounts {
  const total = emptyCounts();
  for (const row of rows) for (const bucket of REPORT_BUCKETS) total[bucket] += row[bucket];
  return total;
}

/**
 * Spec 3 §3: efficiency = approved / received × 100, to 2 decimals. Decision: with nothing received the
 * efficiency is 0 (nothing was approved), so the column stays a number that sorts and exports as one.
 */
export function efficiencyPercent(counts: Pick<TReportCounts, 'approved' | 'received'>): number {
  return percentOf(counts.approved, counts.received);
}

/** A share in per cent to 2 decimals, 0 of nothing (on-time and paid shares use the same rule). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100 * 100) / 100;
}

/** The efficiency as the table shows it: always two decimals. */
export function formatEfficiency(counts: Pick<TReportCounts, 'approved' | 'received'>): string {
  return efficiencyPercent(counts).toFixed(2);
}

/** Spec 3 §2 /dashboard: Completed = rejected plus approved. */
export function completedCount(counts: Pick<TReportCounts, 'approved' | 'rejected'>): number {
  return counts.approved + counts.rejected;
}

/** Column titles of the count columns, as the spec's tables name them. */
export const BUCKET_TITLES = {
  received: 'Received',
  approved: 'Approved',
  rejected: 'Rejected',
  under_process: 'Verification Under Process',
  with_citizen: 'With Citizen',
  deemed: 'Deemed',
  withdrawn: 'Withdrawn',
} as const satisfies Record<TReportBucket, string>;
export const EFFICIENCY_TITLE = 'Efficiency %';
export const COMPLETED_TITLE = 'Completed';

export const BUCKET_TITLES_TE: Record<TReportBucket, string> = {
  received: 'స్వీకరించినవి',
  approved: 'ఆమోదించినవి',
  rejected: 'తిరస్కరించినవి',
  under_process: 'పరిశీలనలో ఉన్నవి',
  with_citizen: 'పౌరుని వద్ద ఉన్నవి',
  deemed: 'భావిత ఆమోదం',
  withdrawn: 'ఉపసంహరించినవి',
};
export const EFFICIENCY_TITLE_TE = 'సామర్థ్యం %';
export const COMPLETED_TITLE_TE = 'పూర్తయినవి';

/** A count column's title in the officer's language. */
export function bucketTitle(bucket: TReportBucket, language: TLanguage = 'en'): string {
  return (language === 'te' ? BUCKET_TITLES_TE : BUCKET_TITLES)[bucket];
}
