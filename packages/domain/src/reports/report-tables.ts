import { applicationTypeLabel, isApplicationType } from '../application/application-kind';
import { isApplicationStatus, statusLabel } from '../application/application-status';
import { indiaDay } from './report-period';
import type { TReportGroup, TReportType } from './report-schemas';
import {
  BUCKET_TITLES,
  COMPLETED_TITLE,
  completedCount,
  EFFICIENCY_TITLE,
  efficiencyPercent,
  REPORT_BUCKETS,
  sumCounts,
  type TReportBucket,
  type TReportCounts,
} from './status-buckets';

/**
 * The report tables, each written once: the console shows these columns and the server's .xlsx export writes
 * the same ones, formatted alike (dates DD-MM-YYYY, spec 1 §9).
 */
export const COLUMN_KINDS = [
  'serial',
  'text',
  'count',
  'days',
  'date',
  'dateTime',
  'percent',
  'rupees',
  'applicationType',
  'status',
  'yesNo',
] as const;
export type TColumnKind = (typeof COLUMN_KINDS)[number];
export type TReportColumn = { key: string; title: string; kind: TColumnKind };

const column = (key: string, title: string, kind: TColumnKind = 'text'): TReportColumn => ({ key, title, kind });
const counts = (...buckets: TReportBucket[]) => buckets.map((bucket) => column(bucket, BUCKET_TITLES[bucket], 'count'));

/** The count tables: summary (spec 3 §2), the dashboards (with Completed), months and groups. */
export const COUNT_TABLE_VARIANTS = ['summary', 'dashboard', 'period'] as const;
export type TCountTableVariant = (typeof COUNT_TABLE_VARIANTS)[number];

/**
 * The spec's count columns, then Deemed and Withdrawn (issue 14: a table that splits Received by outcome shows
 * every outcome, so each row's outcome columns add up to its Received; the spec's tables left them out).
 */
const OUTCOME_COLUMNS = ['approved', 'rejected', 'under_process', 'with_citizen', 'deemed', 'withdrawn'] as const;

export function countTableColumns(variant: TCountTableVariant, firstTitle: string): TReportColumn[] {
  const efficiency = column('efficiency', EFFICIENCY_TITLE, 'percent');
  const first = column('label', firstTitle);
  const split = counts('received', ...OUTCOME_COLUMNS);
  if (variant === 'dashboard') return [first, ...split, column('completed', COMPLETED_TITLE, 'count'), efficiency];
  return [first, ...split, efficiency];
}

/** Spec 3 §3: the summary's Total row; spec 3 §2: the financial-year tables' Grand Total row. */
export const TOTAL_LABEL = 'Total';
export const GRAND_TOTAL_LABEL = 'Grand Total';

const GROUP_TITLES: Record<TReportGroup, string> = { ULB: 'ULB', DISTRICT: 'District', AUTHORITY: 'Authority' };

/** The first column of a count table: what its rows are. */
export function countTableFirstTitle(type: TReportType, groupBy: TReportGroup | null | undefined): string {
  if (type === 'CONSOLIDATED') return 'Application Type';
  if (type === 'MONTHLY') return 'Month';
  return GROUP_TITLES[groupBy ?? 'ULB'];
}

export type TCountTableRow = TReportCounts & { key: string; label: string; completed: number; efficiency: number };

function countTableRow(key: string, label: string, counts: TReportCounts): TCountTableRow {
  return { key, label, ...counts, completed: completedCount(counts), efficiency: efficiencyPercent(counts) };
}

const countsOf = (row: TReportCounts): TReportCounts =>
  Object.fromEntries(REPORT_BUCKETS.map((bucket) => [bucket, row[bucket]])) as TReportCounts;

/** A report's rows (one per key and type) as table rows, one per key in their order, types added up. */
export function countTableRows(rows: readonly (TReportCounts & { key: string; label: string })[]): TCountTableRow[] {
  const byKey = new Map<string, { label: string; counts: TReportCounts[] }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { label: row.label, counts: [] };
    entry.counts.push(countsOf(row));
    byKey.set(row.key, entry);
  }
  return [...byKey.entries()].map(([key, entry]) => countTableRow(key, entry.label, sumCounts(entry.counts)));
}

/** The Total (or Grand Total) row: the sum of the rows, its efficiency from the sums. */
export function countTableTotal(rows: readonly TReportCounts[], label: string): TCountTableRow {
  return countTableRow('', label, sumCounts(rows.map(countsOf)));
}

/** A notice an officer raised: the file, then what the notice says, then the file's status. */
const noticeColumns = (...notice: TReportColumn[]): TReportColumn[] => [
  column('serial', 'S.No', 'serial'),
  column('applicationIdentifier', 'Application Id'),
  column('applicationType', 'Application Type', 'applicationType'),
  column('ulbName', 'ULB'),
  ...notice,
  column('status', 'Status', 'status'),
];

/**
 * An officer's delays: the top delaying officers and the penalties share them. Files where it says files
 * (distinct files), turns where it says turns (an officer may be late twice on one file: two stages, or a turn
 * and its return); the days add up every late turn's days.
 */
const OFFICER_DELAY_COLUMNS: readonly TReportColumn[] = [
  column('rank', 'Rank', 'count'),
  column('ulbName', 'ULB'),
  column('officerName', 'Officer'),
  column('officerRole', 'Role'),
  column('delayedFiles', 'Delayed Files', 'count'),
  column('delayedTurns', 'Late Turns', 'count'),
  column('totalDaysDelayed', 'Days Delayed (all late turns)', 'days'),
  column('maxDaysDelayed', 'Longest Delay (days)', 'days'),
  column('stillHeld', 'Delayed Files Still Held', 'count'),
  column('penaltyAmount', 'Penalty', 'rupees'),
];

export const REPORT_TABLES = {
  /** Spec 3 §2 /summary/{label}: the columns but View, read from the report application record (spec 3 §3). */
  'report-applications': {
    fileName: 'Summary Applications.xlsx',
    columns: [
      column('serial', 'Sl.no', 'serial'),
      column('applicationIdentifier', 'Application Id'),
      column('property.location.circle', 'Circle'),
      column('property.location.ulbName', 'ULB'),
      column('property.location.district', 'District'),
      column('property.location.districtAdministrationArea', 'Authority'),
      column('applicationType', 'ApplicationType', 'applicationType'),
      column('appliedAt', 'Applied Date', 'date'),
      column('approvalDate', 'Approval Date', 'date'),
      column('status', 'Status', 'status'),
      column('remarks', 'Remarks'),
    ],
  },
  /** Spec 3 §2 /search, the flag and View aside. */
  'application-search': {
    fileName: 'Application Search.xlsx',
    columns: [
      column('serial', 'S.No', 'serial'),
      column('application.applicationIdentifier', 'Application ID'),
      column('application.applicant.applicantName', 'Applicant Name'),
      column('application.appliedOn', 'Received Date', 'date'),
      column('application.applicationType', 'Application Type', 'applicationType'),
      column('application.property.actualPlotArea', 'Plot Area (Sq.m)', 'count'),
      column('application.property.floor.noOfFloors', 'Floors', 'count'),
      column('penaltyAmount', 'Penalty', 'rupees'),
      column('daysDelayed', 'Days Delayed', 'days'),
      column('application.isCorrection', 'Correction Raised', 'yesNo'),
      column('application.correctionStatus', 'Correction Status'),
      column('application.status', 'Status', 'status'),
    ],
  },
  /** One row per officer's turn held past its due date (a file held by two officers at once is two rows). */
  'delayed-files': {
    fileName: 'Turns Held Past Due.xlsx',
    columns: [
      column('serial', 'S.No', 'serial'),
      column('applicationIdentifier', 'Application Id'),
      column('applicationType', 'Application Type', 'applicationType'),
      column('ulbName', 'ULB'),
      column('stageName', 'Stage'),
      column('officerName', 'Officer'),
      column('officerRole', 'Role'),
      column('receivedDate', 'Received Date', 'date'),
      column('dueDate', 'Due Date', 'date'),
      column('daysDelayed', 'Days Delayed', 'days'),
    ],
  },
  'delaying-officers': { fileName: 'Delaying Officers.xlsx', columns: OFFICER_DELAY_COLUMNS },
  /** The same columns: the penalty list is the delaying officers of the period, each once. */
  penalties: { fileName: 'Penalties.xlsx', columns: OFFICER_DELAY_COLUMNS },
  'officer-performance': {
    fileName: 'Officer Performance.xlsx',
    columns: [
      column('ulbName', 'ULB'),
      column('officerName', 'Officer'),
      column('officerRole', 'Role'),
      column('received', 'Received', 'count'),
      column('disposed', 'Disposed', 'count'),
      column('onTime', 'On Time', 'count'),
      column('late', 'Late', 'count'),
      column('pending', 'Pending', 'count'),
      column('pendingPastDue', 'Pending Past Due', 'count'),
      column('averageDays', 'Average Days', 'days'),
      column('onTimePercent', 'On Time %', 'percent'),
      column('penaltyAmount', 'Penalty', 'rupees'),
    ],
  },
  'stage-delays': {
    fileName: 'Stages and Departments.xlsx',
    columns: [
      column('stageName', 'Stage / Department'),
      column('received', 'Received', 'count'),
      column('cleared', 'Cleared', 'count'),
      column('pending', 'Pending', 'count'),
      column('pendingPastDue', 'Pending Past Due', 'count'),
      column('delayed', 'Delayed', 'count'),
      column('averageDays', 'Average Days', 'days'),
      column('recommended', 'Recommended', 'count'),
      column('notRecommended', 'Not Recommended', 'count'),
    ],
  },
  'delay-bands': {
    fileName: 'Delay Bands.xlsx',
    columns: [
      column('band', 'Delay'),
      column('turns', 'Delayed Turns', 'count'),
      column('files', 'Files', 'count'),
      column('officers', 'Officers', 'count'),
    ],
  },
  'deemed-alerts': {
    fileName: 'Deemed Approval Alerts.xlsx',
    columns: [
      column('serial', 'S.No', 'serial'),
      column('applicationIdentifier', 'Application Id'),
      column('ulbName', 'ULB'),
      column('appliedAt', 'Applied Date', 'date'),
      column('day', 'Day', 'count'),
      column('daysToDeemed', 'Days To Deemed', 'days'),
      column('heldBy', 'Held By'),
      column('status', 'Status', 'status'),
    ],
  },
  /** Instant approvals on day 10 or later of their 15-day post-verification (issue 14). */
  'post-verification-alerts': {
    fileName: 'Post-verification Alerts.xlsx',
    columns: [
      column('serial', 'S.No', 'serial'),
      column('applicationIdentifier', 'Application Id'),
      column('ulbName', 'ULB'),
      column('appliedAt', 'Applied Date', 'date'),
      column('dueDate', 'Post-verification Due', 'date'),
      column('day', 'Day', 'count'),
      column('daysLeft', 'Days Left', 'days'),
      column('heldBy', 'Held By'),
      column('status', 'Status', 'status'),
    ],
  },
  'deemed-review-alerts': {
    fileName: 'Deemed Approvals Without a Decision Officer.xlsx',
    columns: [
      column('serial', 'S.No', 'serial'),
      column('applicationIdentifier', 'Application No.'),
      column('ulbName', 'ULB'),
      column('raisedAt', 'Raised On', 'dateTime'),
      column('kindLabel', 'Alert'),
      column('reviewSentTo', 'Review Sent To'),
      column('message', 'Message'),
    ],
  },
  processing: {
    fileName: 'Processing Leaderboard.xlsx',
    columns: [
      column('rank', 'Rank', 'count'),
      column('ulbName', 'ULB'),
      column('district', 'District'),
      column('decided', 'Decided', 'count'),
      column('averageDays', 'Average Days To Decide', 'days'),
      column('inTime', 'Decided In Time', 'count'),
      column('inTimePercent', 'In Time %', 'percent'),
    ],
  },
  'fee-payments': {
    fileName: 'Fee Payments Leaderboard.xlsx',
    columns: [
      column('rank', 'Rank', 'count'),
      column('ulbName', 'ULB'),
      column('district', 'District'),
      column('intimations', 'Fee Intimations', 'count'),
      column('paid', 'Fees Paid', 'count'),
      column('paidPercent', 'Paid %', 'percent'),
    ],
  },
  grievances: {
    fileName: 'Grievances.xlsx',
    columns: [
      column('ulbName', 'ULB'),
      column('filed', 'Filed', 'count'),
      column('inVerification', 'In Verification', 'count'),
      column('withCommissioner', 'With Commissioner', 'count'),
      column('completed', 'Completed', 'count'),
      column('approved', 'Approved', 'count'),
      column('rejected', 'Rejected', 'count'),
    ],
  },
  shortfalls: {
    fileName: 'Shortfalls.xlsx',
    columns: [
      column('ulbName', 'ULB'),
      column('raised', 'Raised', 'count'),
      column('answered', 'Answered', 'count'),
      column('withApplicant', 'With Applicant', 'count'),
      column('expired', 'Expired', 'count'),
    ],
  },
  'shortfall-notices': {
    fileName: 'Shortfall Notices.xlsx',
    columns: noticeColumns(
      column('stageName', 'Stage'),
      column('officerName', 'Raised By'),
      column('raisedOn', 'Raised On', 'date'),
      column('kind', 'Notice'),
      column('outcome', 'Answered'),
    ),
  },
  'fee-intimations': {
    fileName: 'Final Fee Intimation Letters.xlsx',
    columns: noticeColumns(
      column('officerName', 'Raised By'),
      column('raisedOn', 'Raised On', 'date'),
      column('isPaid', 'Paid', 'yesNo'),
    ),
  },
} as const satisfies Record<string, { fileName: string; columns: readonly TReportColumn[] }>;
export type TReportTableName = keyof typeof REPORT_TABLES | 'report-counts';
export const COUNT_TABLE_FILE_NAME = 'Report.xlsx';

export type TReportRecord = Record<string, unknown>;

/** Spec 1 §9: days shown day-month-year, in India. */
export function formatReportDate(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = indiaDay(date).split('-');
  return `${day}-${month}-${year}`;
}

const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the day (DD-MM-YYYY) and the 24-hour time in India: when an alert was raised. */
export function formatReportDateTime(value: unknown): string {
  const day = formatReportDate(value);
  return day && `${day} ${INDIA_TIME.format(new Date(value as string | Date))}`;
}

/**
 * A column's value in a record, by its key: a dotted key reads nested fields ('property.location.circle').
 * The record it was read from comes with it: a status reads its application type beside it.
 */
export function readColumn(record: TReportRecord, key: string): { value: unknown; holder: TReportRecord } {
  const path = key.split('.');
  let holder: TReportRecord = record;
  for (const part of path.slice(0, -1)) {
    const next = holder[part];
    if (typeof next !== 'object' || next === null) return { value: undefined, holder };
    holder = next as TReportRecord;
  }
  return { value: holder[path.at(-1) ?? ''], holder };
}

/** A cell as the table shows it and the spreadsheet stores it: numbers stay numbers. */
export function reportCellValue(kind: TColumnKind, value: unknown, record: TReportRecord): string | number | null {
  switch (kind) {
    case 'serial':
    case 'count':
    case 'days':
      return typeof value === 'number' ? value : null;
    case 'percent':
      return typeof value === 'number' ? Number(value.toFixed(2)) : null;
    case 'rupees':
      return typeof value === 'number' ? value : null;
    case 'date':
      return formatReportDate(value) || null;
    case 'dateTime':
      return formatReportDateTime(value) || null;
    case 'applicationType':
      return typeof value === 'string' && isApplicationType(value) ? applicationTypeLabel(value) : null;
    case 'status': {
      if (typeof value !== 'string' || !isApplicationStatus(value)) return null;
      const type = record.applicationType;
      return statusLabel(value, typeof type === 'string' && isApplicationType(type) ? type : undefined);
    }
    case 'yesNo':
      return value === true ? 'Yes' : value === false ? 'No' : null;
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? value : null;
  }
}

/** How a cell reads on screen (rupees and percentages with their signs, two decimals for a percentage). */
export function formatReportCell(kind: TColumnKind, value: unknown, record: TReportRecord): string {
  const cell = reportCellValue(kind, value, record);
  if (cell === null) return '—';
  if (kind === 'percent' && typeof cell === 'number') return cell.toFixed(2);
  if (kind === 'rupees' && typeof cell === 'number') return `₹${cell.toLocaleString('en-IN')}`;
  return String(cell);
}
