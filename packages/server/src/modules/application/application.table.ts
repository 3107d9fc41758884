import {
  APPLICATION_TYPES,
  APPROVAL_FOR,
  FINISHED_STATUSES,
  POST_VERIFIED_KINDS,
  PROCESS_DEFINITIONS,
  processKindOf,
  WAITING_FOR_APPLICANT,
  type TApplicationStatus,
  type TApplicationType,
  type TListFilter,
  type TApprovalFor,
  type TBuildingDetails,
  type TOfficerLevel,
  type TPlotDetails,
  type TProcessKind,
  type TStageKey,
  type TStageStatus,
} from '@anumati/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import { officers } from '../officer/officer.table';

const timestamptz = () => timestamp({ withTimezone: true });

export const applicants = pgTable('applicants', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  applicantType: text().notNull(),
  applicantName: text().notNull(),
  relationshipType: text(),
  relationshipName: text(),
  /** Full number: leaves the server only masked to its last four digits. */
  aadhaarNumber: text(),
  mobile: text().notNull(),
  email: text(),
  contactAddress: text().notNull(),
});

/** The columns the decision clock is read from, as columns of the table or of a query's alias. */
type TClockColumns = Record<'applicationType' | 'approvalFor' | 'status' | 'appliedOn' | 'clockPausedMs', SQLWrapper>;

const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Files whose decision clock runs: of a kind deemed approved when undecided, neither finished nor with the
 * applicant (the chasing cell's day-17 alert). Written with literals, the same text in the partial index below and
 * in the alert's query, so the planner proves the one from the other.
 */
export function isDecisionClockRunning(columns: TClockColumns): SQL {
  return isClockRunning(columns, (kind) => PROCESS_DEFINITIONS[kind].deemedAfterDays !== null);
}

/**
 * Instant approvals still to be verified (domain isAwaitingPostVerification): the chasing cell's day-10 alert, by
 * the same clock and in the same way as the day-17 alert (issue 54 §3: paged and counted in the database).
 */
export function isPostVerificationRunning(columns: TClockColumns): SQL {
  return isClockRunning(columns, (kind) => POST_VERIFIED_KINDS.includes(kind));
}

function isClockRunning(columns: TClockColumns, isOfKind: (kind: TProcessKind) => boolean): SQL {
  const kinds = APPLICATION_TYPES.flatMap((type) =>
    APPROVAL_FOR.filter((approvalFor) => isOfKind(processKindOf(type, approvalFor))).map(
      (approvalFor) =>
        sql`(${columns.applicationType} = ${literals([type])} and ${columns.approvalFor} = ${literals([approvalFor])})`,
    ),
  );
  const notRunning = [...FINISHED_STATUSES, ...WAITING_FOR_APPLICANT, 'DRAFT'];
  return sql`(${sql.join(kinds, sql` or `)}) and ${columns.status} not in (${literals(notRunning)})`;
}

/** The India day a file's decision clock started: the day of the application moved by its whole paused days. */
export function decisionClockStartDay(columns: TClockColumns): SQL {
  return sql`((${columns.appliedOn} at time zone 'Asia/Kolkata')::date + floor(${columns.clockPausedMs} / 86400000.0)::int)`;
}

/**
 * A work item's search keys (migration 0030): the search index's expression, which a query repeats exactly so the
 * planner uses the index.
 */
export function workItemSearchKeys(
  columns: Record<'officerId' | 'tab' | 'applicationIdentifier' | 'applicantName', SQLWrapper>,
): SQL {
  return sql`inbox_search_keys(${columns.officerId}, ${columns.tab}, ${columns.applicationIdentifier}, ${columns.applicantName})`;
}

export const applications = pgTable(
  'applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationIdentifier: text().notNull(),
    applicantListId: integer(),
    applicationType: text().$type<TApplicationType>().notNull(),
    approvalFor: text().$type<TApprovalFor>().notNull(),
    status: text().$type<TApplicationStatus>().notNull(),
    internalStatus: text(),
    currentOfficerLevel: text().$type<TOfficerLevel>(),
    newWorkFlow: boolean().notNull().default(true),
    oldWorkFlow: boolean().notNull().default(false),
    applicantId: integer()
      .notNull()
      .references(() => applicants.id),
    ulbId: integer()
      .notNull()
      .references(() => ulbs.id),
    parentApplicationId: integer(),
    createdAt: timestamptz().notNull(),
    appliedOn: timestamptz().notNull(),
    assignedDate: timestamptz(),
    paymentCompletedAt: timestamptz(),
    dueDate: timestamptz(),
    dangerDate: timestamptz(),
    deemedDate: timestamptz(),
    deemedDueDate: timestamptz(),
    updatedAt: timestamptz().notNull(),
    additional: boolean().notNull().default(false),
    revision: boolean().notNull().default(false),
    additionalType: text(),
    referenceApplicationType: text(),
    isShowCauseRaised: boolean().notNull().default(false),
    isShowCauseRaisedDocUpload: boolean().notNull().default(false),
    isShowCauseSevenDaysElapsed: boolean().notNull().default(false),
    isFeeSubmitted: boolean().notNull().default(false),
    isFeeChangeDetect: boolean().notNull().default(false),
    isFeeChanged: boolean().notNull().default(false),
    isObjected: boolean().notNull().default(false),
    isDeviationSubmitted: boolean().notNull().default(false),
    isDeviationUpdated: boolean().notNull().default(false),
    proceedingIsSubmitted: boolean().notNull().default(false),
    isCorrection: boolean().notNull().default(false),
    correctionStatus: text(),
    isApprove: boolean(),
    finalRemark: text(),
    /** The step of its process the application is in (packages/domain PROCESS_DEFINITIONS). */
    workflowStep: integer().notNull().default(0),
    hasHadShortfall: boolean().notNull().default(false),
    isFeePaid: boolean().notNull().default(false),
    /** When the file last went to the applicant (shortfall, show cause): the scheduler's clocks start here. */
    waitingSince: timestamptz(),
    /** Time spent waiting for the applicant: it does not count towards deemed approval. */
    clockPausedMs: bigint({ mode: 'number' }).notNull().default(0),
    decidedAt: timestamptz(),
    /** Optimistic concurrency: every transition bumps it and checks the one it read. */
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex('applications_identifier_unique').on(table.applicationIdentifier),
    index('applications_ulb_status_idx').on(table.ulbId, table.status),
    index('applications_applied_on_idx').on(table.appliedOn),
    // The day-17 alert: running files by the day their clock started, an index range instead of every file.
    index('applications_decision_clock_idx')
      .on(decisionClockStartDay(table), table.id)
      .where(isDecisionClockRunning(table)),
    // The day-10 alert of instant approvals, alike.
    index('applications_post_verification_clock_idx')
      .on(decisionClockStartDay(table), table.id)
      .where(isPostVerificationRunning(table)),
  ],
);

export type TSide = {
  plotWidth: number;
  roadWidth: number;
  facing?: string;
  openLand?: string;
  others?: string;
  existingBuilding?: string;
};

export const properties = pgTable('properties', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer()
    .notNull()
    .unique()
    .references(() => applications.id),
  plotAddress: text().notNull(),
  village: text(),
  mandal: text(),
  surveyNumber: text(),
  /** Citizen polygon: [latitude, longitude] pairs. */
  geoCoordinates: jsonb().$type<[number, number][]>().notNull().default([]),
  officerGeoCoordinates: jsonb().$type<[number, number][]>(),
  marketValue: doublePrecision(),
  actualPlotArea: doublePrecision().notNull(),
  plotAreaAsPerDocument: doublePrecision().notNull(),
  netPlotArea: doublePrecision().notNull(),
  front: jsonb().$type<TSide>().notNull(),
  rear: jsonb().$type<TSide>().notNull(),
  side1: jsonb().$type<TSide>().notNull(),
  side2: jsonb().$type<TSide>().notNull(),
  landUse: text(),
  /** The rest of spec 2 §3.3 (land type, location, SRO, the plot questions…), as the citizen sent it. */
  details: jsonb().$type<TPlotDetails>().notNull().default({}),
});

export type TFloorArea = { floorType: string; area: number; units: number };

export const buildings = pgTable('buildings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer()
    .notNull()
    .unique()
    .references(() => applications.id),
  purposeOfBuilding: text().notNull(),
  buildingCategory: text(),
  noOfFloors: integer().notNull(),
  heightInMetres: doublePrecision().notNull(),
  totalBuiltUpArea: doublePrecision().notNull(),
  floorWiseBuiltUpArea: jsonb().$type<TFloorArea[]>().notNull().default([]),
  /** The rest of spec 2 §3.4 (setbacks, parking, compound wall, mortgage…), as the citizen sent it. */
  details: jsonb().$type<TBuildingDetails>().notNull().default({}),
});

export const stageStates = pgTable(
  'stage_states',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id),
    name: text().notNull(),
    parentStageName: text(),
    /** The stage of the process data this row stands for, and the step it belongs to. */
    stageKey: text().$type<TStageKey>().notNull(),
    step: integer().notNull(),
    sequence: integer().notNull(),
    status: text().$type<TStageStatus>().notNull(),
    eligibleStatus: text(),
    dueDays: integer().notNull(),
    receivedDate: timestamptz().notNull(),
    dueDate: timestamptz().notNull(),
    submittedDate: timestamptz(),
    completedDate: timestamptz(),
    prevStartDate: timestamptz(),
    prevEndDate: timestamptz(),
    finalRemark: text(),
    l1Remarks: text(),
    l2Remarks: text(),
  },
  (table) => [index('stage_states_application_idx').on(table.applicationId)],
);

export const stageOfficers = pgTable(
  'stage_officers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stageStateId: integer()
      .notNull()
      .references(() => stageStates.id),
    officerId: integer()
      .notNull()
      .references(() => officers.id),
    officerLevel: text().$type<TOfficerLevel>().notNull(),
    /** The officer's own status on the stage (spec 1 §4 officer stage statuses). */
    action: text().$type<TStageStatus>().notNull(),
    receivedDate: timestamptz().notNull(),
    forwardedDate: timestamptz(),
    /**
     * Whether this level's turns are in officer_turns: set by the engine when it hands the level over; false for
     * rows from before turns were kept or written outside the engine, whose one turn is recorded from the row.
     */
    hasTurnRecords: boolean().notNull().default(false),
  },
  (table) => [
    index('stage_officers_officer_idx').on(table.officerId, table.action),
    index('stage_officers_stage_idx').on(table.stageStateId),
    // The levels whose one turn is still to be recorded from the row (officer-turns.repository.ts).
    index('stage_officers_turns_unrecorded_idx')
      .on(table.id)
      .where(sql`not ${table.hasTurnRecords}`),
  ],
);

/**
 * Each officer's turn on a stage level (issue 14): from the moment the file reached them to the moment it left
 * them — forwarded, or the file went to the applicant, was decided, deemed or closed. A level keeps one
 * stage_officers row (its assignment, its form instance) but may have many turns: opened again after a
 * shortfall or show cause, or held again when the file comes back from the applicant. The workflow service
 * writes them in the transition's transaction (domain officer-delay.ts `turnChanges`); the chasing cell's read
 * model is computed from them.
 */
export const officerTurns = pgTable(
  'officer_turns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stageOfficerId: integer()
      .notNull()
      .references(() => stageOfficers.id, { onDelete: 'cascade' }),
    receivedDate: timestamptz().notNull(),
    /** When the turn ended; null while the officer holds the file. */
    endedAt: timestamptz(),
    /** When the officer forwarded the file (the turn ended by their submission); null otherwise. */
    forwardedDate: timestamptz(),
    /**
     * Who held the turn, when not the level's officer now (issue 52): a hand-over moves the level to another officer
     * and writes the earlier holder on the level's earlier turns, so each day's delay stays with whoever held it.
     */
    officerId: integer().references(() => officers.id),
  },
  (table) => [
    index('officer_turns_stage_officer_idx').on(table.stageOfficerId),
    index('officer_turns_open_idx')
      .on(table.stageOfficerId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/**
 * The inbox's read model (ARCHITECTURE.md "Read models kept in the transition's transaction"): one row per officer ×
 * application × inbox tab the file is in for that officer (domain INBOX_FILTER_RULES; a file is in several tabs at
 * once, ALL among them), with what the tab's sorts, filters and search read, so a page is an index range of one
 * officer's tab. The workflow service writes an application's rows again in each transition's transaction
 * (work-items.repository.ts), as does a correction of the applicant's name; `rebuildWorkItems` makes it from the
 * source tables. The officer's received date and action are theirs over all their levels of the file, as the
 * inbox shows them. Nothing here changes with time alone (the due-date colours are ranges of `due_date` at the
 * time of asking), so the scheduler has nothing to sweep.
 */
export const workItems = pgTable(
  'work_items',
  {
    applicationId: integer().notNull(),
    officerId: integer().notNull(),
    tab: text().$type<TListFilter>().notNull(),
    /** When the file first reached the officer (their earliest level). */
    receivedDate: timestamptz().notNull(),
    /** The officer's own standing: IN_PROCESS while the file waits for them, else what they last did. */
    officerAction: text().$type<TStageStatus>().notNull(),
    status: text().$type<TApplicationStatus>().notNull(),
    applicationType: text().$type<TApplicationType>().notNull(),
    assignedDate: timestamptz(),
    dueDate: timestamptz(),
    applicationIdentifier: text().notNull(),
    applicantName: text().notNull(),
  },
  (table) => [
    // Also the index a transition's rewrite of one application's rows uses.
    primaryKey({ columns: [table.applicationId, table.officerId, table.tab] }),
    // Each sort of a tab (spec 1 §2.5: received oldest first by default; ties by application) is an index range.
    // Descending columns put nulls first, as ORDER BY … DESC does, or the index would not give the order. Each
    // ends with the status and type the tab's hidden statuses and filters test, so a page anywhere in a tab is an
    // index-only walk (an OFFSET of 69,000 read each row's heap page: 144 ms at a million applications).
    index('work_items_received_idx').on(
      table.officerId,
      table.tab,
      table.receivedDate,
      table.applicationId,
      table.status,
      table.applicationType,
    ),
    index('work_items_received_desc_idx').on(
      table.officerId,
      table.tab,
      table.receivedDate.desc().nullsFirst(),
      table.applicationId,
      table.status,
      table.applicationType,
    ),
    index('work_items_assigned_idx').on(
      table.officerId,
      table.tab,
      table.assignedDate,
      table.receivedDate,
      table.applicationId,
      table.status,
      table.applicationType,
    ),
    index('work_items_assigned_desc_idx').on(
      table.officerId,
      table.tab,
      table.assignedDate.desc().nullsFirst(),
      table.receivedDate,
      table.applicationId,
      table.status,
      table.applicationType,
    ),
    // The due-date colours (ranges of due dates).
    index('work_items_due_idx').on(table.officerId, table.tab, table.dueDate),
    // Search by identifier or applicant name, any part of either, within one officer's tab (migration 0030). The
    // keys are the trigrams (pg_trgm) of both, each hashed with the officer and the tab, so a search reads the
    // lists of that tab alone, and only the rarest of them (search-key-selection.ts). With the officer beside the
    // state's trigrams (0025) it read the officer's whole list for each common trigram: "Bulk Applicant 4242"
    // took 71 ms at a million applications, 12 ms now.
    index('work_items_search_keys_idx').using('gin', workItemSearchKeys(table)),
  ],
);

/**
 * How many work items each officer's tab holds, per status and application type (the tab counts, narrowed by
 * type, with the statuses an officer may not see left out): kept by the same writes as work_items, so the counts
 * add up a few rows instead of counting a queue.
 */
export const workItemCounts = pgTable(
  'work_item_counts',
  {
    officerId: integer().notNull(),
    tab: text().$type<TListFilter>().notNull(),
    status: text().$type<TApplicationStatus>().notNull(),
    applicationType: text().$type<TApplicationType>().notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.officerId, table.tab, table.status, table.applicationType] })],
);

/**
 * The same counts of the items that have a due date, by their due day (domain indiaDueDay): a due colour's total
 * adds up a range of due days (domain dueDaysOfColour) instead of counting the officer's items in the range.
 */
export const workItemDueCounts = pgTable(
  'work_item_due_counts',
  {
    officerId: integer().notNull(),
    tab: text().$type<TListFilter>().notNull(),
    status: text().$type<TApplicationStatus>().notNull(),
    applicationType: text().$type<TApplicationType>().notNull(),
    dueDay: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.officerId, table.tab, table.status, table.applicationType, table.dueDay] })],
);
