import type { TLanguage } from '../i18n/language';
import type { TStatusBucket } from './status-buckets';

/** Spec 3 §2: the {label} of /summary/{label}. */
export const SUMMARY_LABELS = ['approved', 'rejected', 'verification', 'with_citizen', 'deemed'] as const;
export type TSummaryLabel = (typeof SUMMARY_LABELS)[number];

/** Spec 3 §4: the server values the summary slugs map to (reportApplications' applicationStatus). */
export const REPORT_APPLICATION_STATUSES = [
  'APPROVED',
  'REJECTED',
  'VERIFICATION_UNDER_PROGRESS',
  'DEEMED',
  'WITH_CITIZEN',
] as const;
export type TReportApplicationStatus = (typeof REPORT_APPLICATION_STATUSES)[number];

const SERVER_VALUE: Record<TSummaryLabel, TReportApplicationStatus> = {
  verification: 'VERIFICATION_UNDER_PROGRESS',
  approved: 'APPROVED',
  rejected: 'REJECTED',
  deemed: 'DEEMED',
  with_citizen: 'WITH_CITIZEN',
};

/** Each server value names a bucket: VERIFICATION_UNDER_PROGRESS is every status under process, not that one. */
const BUCKET: Record<TReportApplicationStatus, TStatusBucket> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  VERIFICATION_UNDER_PROGRESS: 'under_process',
  DEEMED: 'deemed',
  WITH_CITIZEN: 'with_citizen',
};

const LABEL_OF_BUCKET: Record<TStatusBucket, TSummaryLabel> = {
  approved: 'approved',
  rejected: 'rejected',
  under_process: 'verification',
  deemed: 'deemed',
  with_citizen: 'with_citizen',
};

export function isSummaryLabel(value: string): value is TSummaryLabel {
  return (SUMMARY_LABELS as readonly string[]).includes(value);
}

export function reportApplicationStatusOf(label: TSummaryLabel): TReportApplicationStatus {
  return SERVER_VALUE[label];
}

export function bucketOfReportStatus(status: TReportApplicationStatus): TStatusBucket {
  return BUCKET[status];
}

/** The /summary/{label} page a bucket's cells open. */
export function summaryLabelOf(bucket: TStatusBucket): TSummaryLabel {
  return LABEL_OF_BUCKET[bucket];
}

/** Spec 3 §2: the uppercased status plus APPLICATIONS; underscores read as spaces (spec 3 §4). */
export function summaryTitle(label: TSummaryLabel, language: TLanguage = 'en'): string {
  if (language === 'te') return SUMMARY_TITLES_TE[label];
  return `${label.replaceAll('_', ' ').toUpperCase()} APPLICATIONS`;
}

const SUMMARY_TITLES_TE: Record<TSummaryLabel, string> = {
  approved: 'ఆమోదించబడిన దరఖాస్తులు',
  rejected: 'తిరస్కరించబడిన దరఖాస్తులు',
  verification: 'పరిశీలనలో ఉన్న దరఖాస్తులు',
  with_citizen: 'పౌరుని వద్ద ఉన్న దరఖాస్తులు',
  deemed: 'భావిత ఆమోదం పొందిన దరఖాస్తులు',
};

/**
 * Spec 3 §9 status colours: approved green, rejected red, verification blue, with citizen yellow.
 * Decision: deemed, which the spec gives no colour, is grape (purple): teal read as nearly the green of Approved
 * on the donuts (issue 14), and purple is far in hue from the four spec colours; withdrawn (no summary page) is
 * grey, the colour of nothing to do.
 */
export const SUMMARY_COLOURS: Record<TSummaryLabel, string> = {
  approved: 'green',
  rejected: 'red',
  verification: 'blue',
  with_citizen: 'yellow',
  deemed: 'grape',
};
export const WITHDRAWN_COLOUR = 'gray';
