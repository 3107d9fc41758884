import { applicationKindLabel, isApplicationType } from '../application/application-kind';
import { alertKindLabel, alertMessage, alertReviewerLabel, type TAlertReviewer } from './alert-labels';
import { isApplicationStatus, statusLabel } from '../application/application-status';
import { indiaDay } from './report-period';
import { yesNo } from '../application-details/detail-formatting';
import { stageNameLabel } from '../workflow/stage';
import { serverRoleLabel } from '../officer/officer-labels';
import { formatFigure, formatIndianNumber, formatRupeeAmount } from '../i18n/number-formatting';
import type { TLanguage } from '../i18n/language';
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
  'area',
  'applicationType',
  'status',
  'stage',
  'role',
  'yesNo',
  /** Issue 14's alerts: the kind's label, the reviewer with their role, the sentence (alert-labels.ts). */
  'alertKind',
  'alertReviewer',
  'alertMessage',
] as const;
export type TColumnKind = (typeof COLUMN_KINDS)[number];
export type TReportColumn = { key: string; title: string; kind: TColumnKind };

/** A column; its title keeps its literal type, so REPORT_TITLES_TE must name every title (a missing one fails). */
const column = <const TTitle extends string>(key: string, title: TTitle, kind: TColumnKind = 'text') => ({
  key,
  title,
  kind,
});
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

const GROUP_TITLES = { ULB: 'ULB', DISTRICT: 'District', AUTHORITY: 'Authority' } as const satisfies Record<
  TReportGroup,
  string
>;
const CONSOLIDATED_TITLE = 'Application Type';
const MONTHLY_TITLE = 'Month';

/** The first column of a count table: what its rows are. */
export function countTableFirstTitle(type: TReportType, groupBy: TReportGroup | null | undefined): string {
  if (type === 'CONSOLIDATED') return CONSOLIDATED_TITLE;
  if (type === 'MONTHLY') return MONTHLY_TITLE;
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
const noticeColumns = <const TNotice extends readonly TReportColumn[]>(...notice: TNotice) => [
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
const OFFICER_DELAY_COLUMNS = [
  column('rank', 'Rank', 'count'),
  column('ulbName', 'ULB'),
  column('officerName', 'Officer'),
  column('officerRole', 'Role', 'role'),
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
      column('application.property.actualPlotArea', 'Plot Area (Sq.m)', 'area'),
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
      column('stageName', 'Stage', 'stage'),
      column('officerName', 'Officer'),
      column('officerRole', 'Role', 'role'),
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
      column('officerRole', 'Role', 'role'),
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
      column('stageName', 'Stage / Department', 'stage'),
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
      column('kind', 'Alert', 'alertKind'),
      column('reviewSentTo', 'Review Sent To', 'alertReviewer'),
      column('message', 'Message', 'alertMessage'),
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
  revenue: {
    fileName: 'Revenue Dashboard.xlsx',
    columns: [
      column('ulbName', 'ULB'),
      column('applicationType', 'Application Type', 'applicationType'),
      column('files', 'Files', 'count'),
      column('intimated', 'Fee Intimated', 'rupees'),
      column('paid', 'Fee Paid', 'rupees'),
      column('pending', 'Fee Pending', 'rupees'),
      column('adjusted', 'Fee Adjustments', 'rupees'),
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
      column('stageName', 'Stage', 'stage'),
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

/** Spec 1 §2.5: the inbox's export (serial number, applicant, plot area, applicantListId, identifier, type, status). */
export const INBOX_EXPORT_COLUMNS = [
  column('serial', 'S.No', 'serial'),
  column('applicantName', 'Applicant Name'),
  column('plotArea', 'Plot Area (Sq.m)', 'area'),
  column('applicantListId', 'Applicant List Id'),
  column('applicationIdentifier', 'Application Id'),
  column('applicationType', 'Application Type', 'applicationType'),
  column('status', 'Status', 'status'),
] as const;

/** Every title and fixed label the tables and their exports print. */
export type TReportTitle =
  | (typeof REPORT_TABLES)[keyof typeof REPORT_TABLES]['columns'][number]['title']
  | (typeof INBOX_EXPORT_COLUMNS)[number]['title']
  | (typeof BUCKET_TITLES)[TReportBucket]
  | (typeof GROUP_TITLES)[TReportGroup]
  | typeof CONSOLIDATED_TITLE
  | typeof MONTHLY_TITLE
  | typeof EFFICIENCY_TITLE
  | typeof COMPLETED_TITLE
  | typeof TOTAL_LABEL
  | typeof GRAND_TOTAL_LABEL;

/**
 * The titles in Telugu (issue 19), for an officer who works in Telugu: a Record over every English title, so a
 * table given a new column does not compile until its Telugu is written. Acronyms officers use as words stay.
 */
export const REPORT_TITLES_TE: Record<TReportTitle, string> = {
  'S.No': 'క్ర.సం.',
  'Sl.no': 'క్ర.సం.',
  'Application Id': 'దరఖాస్తు ఐడి',
  'Application ID': 'దరఖాస్తు ఐడి',
  'Application No.': 'దరఖాస్తు సంఖ్య',
  'Application Type': 'దరఖాస్తు రకం',
  ApplicationType: 'దరఖాస్తు రకం',
  'Applicant Name': 'దరఖాస్తుదారు పేరు',
  'Applicant List Id': 'దరఖాస్తుదారు జాబితా ఐడి',
  'Plot Area (Sq.m)': 'స్థల విస్తీర్ణం (Sq.m)',
  ULB: 'ULB',
  Circle: 'సర్కిల్',
  District: 'జిల్లా',
  Authority: 'ప్రాధికార సంస్థ',
  Month: 'నెల',
  Status: 'స్థితి',
  Remarks: 'వ్యాఖ్యలు',
  'Applied Date': 'దరఖాస్తు తేదీ',
  'Approval Date': 'ఆమోద తేదీ',
  'Received Date': 'స్వీకరించిన తేదీ',
  'Due Date': 'గడువు తేదీ',
  Floors: 'అంతస్తులు',
  Penalty: 'జరిమానా',
  'Days Delayed': 'ఆలస్యమైన రోజులు',
  'Correction Raised': 'సవరణ కోరారా',
  'Correction Status': 'సవరణ స్థితి',
  Stage: 'దశ',
  Officer: 'అధికారి',
  Role: 'హోదా',
  Rank: 'ర్యాంకు',
  'Delayed Files': 'ఆలస్యమైన ఫైళ్లు',
  'Late Turns': 'ఆలస్యమైన వంతులు',
  'Days Delayed (all late turns)': 'ఆలస్యమైన రోజులు (అన్ని ఆలస్య వంతులు)',
  'Longest Delay (days)': 'అత్యధిక ఆలస్యం (రోజులు)',
  'Delayed Files Still Held': 'ఇంకా వద్దనే ఉన్న ఆలస్య ఫైళ్లు',
  Received: 'స్వీకరించినవి',
  Disposed: 'పరిష్కరించినవి',
  'On Time': 'సకాలంలో',
  Late: 'ఆలస్యంగా',
  Pending: 'పెండింగ్‌లో',
  'Pending Past Due': 'గడువు దాటి పెండింగ్‌లో',
  'Average Days': 'సగటు రోజులు',
  'On Time %': 'సకాలంలో %',
  'Stage / Department': 'దశ / శాఖ',
  Cleared: 'పూర్తిచేసినవి',
  Delayed: 'ఆలస్యమైనవి',
  Recommended: 'సిఫార్సు చేసినవి',
  'Not Recommended': 'సిఫార్సు చేయనివి',
  Delay: 'ఆలస్యం',
  'Delayed Turns': 'ఆలస్యమైన వంతులు',
  Files: 'ఫైళ్లు',
  Officers: 'అధికారులు',
  Day: 'రోజు',
  'Days To Deemed': 'భావిత ఆమోదానికి మిగిలిన రోజులు',
  'Held By': 'ఎవరి వద్ద ఉంది',
  'Post-verification Due': 'తదుపరి పరిశీలన గడువు',
  'Days Left': 'మిగిలిన రోజులు',
  'Raised On': 'లేవనెత్తిన తేదీ',
  Alert: 'హెచ్చరిక',
  'Review Sent To': 'సమీక్షకు పంపినది',
  Message: 'సందేశం',
  Decided: 'నిర్ణయించినవి',
  'Average Days To Decide': 'నిర్ణయానికి సగటు రోజులు',
  'Decided In Time': 'సకాలంలో నిర్ణయించినవి',
  'In Time %': 'సకాలంలో %',
  'Fee Intimations': 'రుసుము సూచనలు',
  'Fee Intimated': 'సూచించిన రుసుము',
  'Fee Paid': 'చెల్లించిన రుసుము',
  'Fee Pending': 'బకాయి రుసుము',
  'Fee Adjustments': 'రుసుము సర్దుబాట్లు',
  'Fees Paid': 'చెల్లించిన రుసుములు',
  'Paid %': 'చెల్లింపు %',
  Filed: 'దాఖలైనవి',
  'In Verification': 'పరిశీలనలో',
  'With Commissioner': 'కమిషనర్ వద్ద',
  Completed: 'పూర్తయినవి',
  Approved: 'ఆమోదించినవి',
  Rejected: 'తిరస్కరించినవి',
  Raised: 'లేవనెత్తినవి',
  Answered: 'జవాబిచ్చినవి',
  'With Applicant': 'దరఖాస్తుదారు వద్ద',
  Expired: 'గడువు ముగిసినవి',
  'Raised By': 'లేవనెత్తినవారు',
  Notice: 'నోటీసు',
  Paid: 'చెల్లించారా',
  'Verification Under Process': 'పరిశీలనలో ఉన్నవి',
  'With Citizen': 'పౌరుని వద్ద',
  Deemed: 'భావిత ఆమోదం',
  Withdrawn: 'ఉపసంహరించినవి',
  'Efficiency %': 'సామర్థ్యం %',
  Total: 'మొత్తం',
  'Grand Total': 'మొత్తం కలిపి',
};

/** A table's title or fixed label in the officer's language; English exactly as the tables write it. */
export function reportTitle(title: string, language: TLanguage = 'en'): string {
  if (language === 'en' || !Object.hasOwn(REPORT_TITLES_TE, title)) return title;
  return REPORT_TITLES_TE[title as TReportTitle];
}
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

/** A cell as the table shows it and the spreadsheet stores it, in the officer's language: numbers stay numbers. */
export function reportCellValue(
  kind: TColumnKind,
  value: unknown,
  record: TReportRecord,
  language: TLanguage = 'en',
): string | number | null {
  switch (kind) {
    case 'serial':
    case 'count':
    case 'days':
      return typeof value === 'number' ? value : null;
    case 'percent':
      return typeof value === 'number' ? Number(value.toFixed(2)) : null;
    case 'rupees':
    case 'area':
      return typeof value === 'number' ? value : null;
    case 'date':
      return formatReportDate(value) || null;
    case 'dateTime':
      return formatReportDateTime(value) || null;
    case 'applicationType': {
      if (typeof value !== 'string' || !isApplicationType(value)) return null;
      const approvalFor = record.approvalFor;
      return applicationKindLabel(value, typeof approvalFor === 'string' ? approvalFor : null, language);
    }
    case 'status': {
      if (typeof value !== 'string' || !isApplicationStatus(value)) return null;
      const type = record.applicationType;
      return statusLabel(value, typeof type === 'string' && isApplicationType(type) ? type : undefined, language);
    }
    case 'stage':
      // Issue 19: a stage reads as its work in the officer's language (PRE SCRUTINY), never as its code (LEVEL-1).
      return typeof value === 'string' ? stageNameLabel(value, language) : null;
    case 'role':
      return typeof value === 'string' ? serverRoleLabel(value, language) : null;
    case 'yesNo':
      return typeof value === 'boolean' ? yesNo(value, language) : null;
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    case 'alertKind':
      return typeof value === 'string' ? alertKindLabel(value, language) : null;
    case 'alertReviewer':
      return alertReviewerLabel(alertReviewerOf(record), language);
    case 'alertMessage': {
      const kind = record.kind;
      const identifier = record.applicationIdentifier;
      const sentence =
        typeof kind === 'string'
          ? alertMessage(
              {
                kind,
                applicationIdentifier: typeof identifier === 'string' ? identifier : null,
                ...alertReviewerOf(record),
              },
              language,
            )
          : null;
      // A kind this version does not know reads as the server stored it.
      return sentence ?? (typeof value === 'string' ? value : null);
    }
  }
}

function alertReviewerOf(record: TReportRecord): TAlertReviewer {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { reviewerName: text(record.reviewerName), reviewerRole: text(record.reviewerRole) };
}

/**
 * How a cell reads on screen, in the officer's language: rupees as "₹ 12,34,567", counts, days, areas and
 * percentages with Indian digit grouping (two decimals for a percentage and an area).
 */
export function formatReportCell(
  kind: TColumnKind,
  value: unknown,
  record: TReportRecord,
  language: TLanguage = 'en',
): string {
  const cell = reportCellValue(kind, value, record, language);
  if (cell === null) return '—';
  if (typeof cell === 'number') {
    if (kind === 'rupees') return formatRupeeAmount(cell, language);
    if (kind === 'percent' || kind === 'area') return formatIndianNumber(cell, language, 2);
    if (kind === 'serial' || kind === 'count' || kind === 'days') return formatFigure(cell, language);
  }
  return String(cell);
}

/** What a spreadsheet cell holds (issue 19): dates as dates, numbers as numbers, words as text. */
export type TSheetCell = string | number | Date | null;

const instantOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/**
 * A cell as an officer's spreadsheet stores it: a day is a date (India's day, at midnight: spreadsheets keep no
 * time zone), an instant is India's date and time, a count or an amount a number; yes/no in the officer's language.
 */
export function reportSheetValue(
  kind: TColumnKind,
  value: unknown,
  record: TReportRecord,
  language: TLanguage = 'en',
): TSheetCell {
  switch (kind) {
    case 'date': {
      const instant = instantOf(value);
      return instant && new Date(`${indiaDay(instant)}T00:00:00Z`);
    }
    case 'dateTime': {
      const instant = instantOf(value);
      return instant && new Date(instant.getTime() + INDIA_OFFSET_MS);
    }
    default:
      return reportCellValue(kind, value, record, language);
  }
}

/**
 * Indian digit grouping (1,00,00,000) whatever the reader's system settings: Excel's own grouping follows the
 * system, so a plain #,##,##0 prints 10,000,000 on most computers. Two conditional sections: crores, lakhs.
 */
const indianGrouping = (decimals: string) =>
  `[>=10000000]##\\,##\\,##\\,##0${decimals};[>=100000]##\\,##\\,##0${decimals};##,##0${decimals}`;

/** Each kind's number format in a spreadsheet (null: as stored). */
export const SHEET_NUMBER_FORMATS: Record<TColumnKind, string | null> = {
  serial: '0',
  text: null,
  count: indianGrouping(''),
  days: null,
  date: 'dd-mm-yyyy',
  dateTime: 'dd-mm-yyyy hh:mm',
  percent: '0.00',
  rupees: indianGrouping('.00'),
  area: '0.00',
  applicationType: null,
  status: null,
  stage: null,
  role: null,
  yesNo: null,
  alertKind: null,
  alertReviewer: null,
  alertMessage: null,
};
