import {
  ALERT_KINDS,
  ALERT_MESSAGES,
  alertKindLabel,
  alertReviewerLabel,
  canReadRevenueFigures,
  canResolveAlert,
  daysToDeemed,
  daysToPostVerificationDue,
  deemedClockDay,
  DELAY_BANDS,
  feeRevenueOf,
  filterSelection,
  indiaDay,
  penaltyFor,
  percentOf,
  postVerificationDay,
  postVerificationDueDate,
  processKindOf,
  REPORT_MESSAGES,
  REPORT_PAGE_SIZE,
  SHORTFALL_OUTCOMES,
  sumFeeRevenue,
  SUMMARY_START_DATE,
  type TApplicationType,
  type TFeeRevenue,
  type TOfficerReportQuery,
  type TResolveAlert,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { loadHtmlSanitizer } from '../../platform/html-sanitizer';
import { alertReviewerId } from '../alerts/alert-reviewer';
import { findOpenAlertList, lockAlertInScope, markAlertResolved } from '../alerts/alerts.repository';
import { appendAuditEvent } from '../audit/audit.repository';
import { findFeeRevenueFiles } from '../fees/fees.repository';
import type { TClock } from '../../platform/clock';
import type { TSignedInOfficer } from '../officer/signed-in-officer';
import {
  findDelayBands,
  findDelayedFiles,
  findHeldPastDue,
  findDelayingOfficers,
  countDeemedAlerts,
  findDeemedAlerts,
  findFeePayments,
  findGrievances,
  findOfficerPerformance,
  findOutcomeEvents,
  findPostVerificationAlerts,
  countPostVerificationAlerts,
  findProcessing,
  findShortfallSummary,
  findStageDelays,
  type TOutcomeEventRow,
  type TTurnCriteria,
} from './officer-delays.repository';
import type { TPlace } from './reports.repository';
import { DEADLINES_RUN } from '../workflow/deadline-scheduler';
import { sumHeldPastDue, turnDelaysAsOf } from './turn-delays.repository';
import { rangeInstants, reportPlacesOf, selectUlbIds, type TReportReach } from './reports.service';

const paging = (query: TOfficerReportQuery) => {
  const perPage = query.perPage ?? REPORT_PAGE_SIZE;
  return { perPage, limit: perPage, offset: ((query.page ?? 1) - 1) * perPage };
};

const pageOf = <TRecord>(records: TRecord[], totalCount: number, perPage: number) => ({
  totalCount,
  totalPages: Math.ceil(totalCount / perPage),
  records,
});

/**
 * A remark is plain text: markup is taken out as from a note (scripts and frames with their content), and the
 * entities sanitize-html writes for the characters left are read back, since the console shows text as text.
 */
async function plainRemark(remark: string): Promise<string> {
  const sanitizeHtml = await loadHtmlSanitizer();
  const stripped = sanitizeHtml(remark, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}

/** Files the Revenue Dashboard reads at once: the fee breakups of a state's files do not fit in memory together. */
const REVENUE_BATCH = 5000;

/** Ranks rows by their order, 1 first. */
const ranked = <TRow>(rows: TRow[]) => rows.map((row, index) => ({ rank: index + 1, ...row }));

/**
 * The chasing cell's figures and the officer reports (spec 1 §2.2, spec 3 §2): who delays which files and by how
 * many days, the top delaying officers per municipality, penalties, officer and stage performance, shortfall and
 * fee-intimation notices, grievances and the processing leaderboards — within the officer's report scope.
 */
export function createOfficerReportsService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;

  /** The scope's ULBs narrowed by the filter; the period, when given, selects turns received in it. */
  async function criteriaOf(officer: TSignedInOfficer, query: TOfficerReportQuery, reach: TReportReach = 'REPORTS') {
    const reportPlaces = await reportPlacesOf(db, officer, reach);
    const now = clock.now();
    // The figures as of the instant they are read, not of the scheduler's last sweep.
    await turnDelaysAsOf(db, now, DEADLINES_RUN);
    const hasPeriod = Boolean(query.startDate || query.endDate);
    const instants = hasPeriod
      ? rangeInstants({ startDate: query.startDate ?? SUMMARY_START_DATE, endDate: query.endDate ?? indiaDay(now) })
      : null;
    const criteria: TTurnCriteria = {
      ulbIds: selectUlbIds(reportPlaces, query),
      applicationTypes: filterSelection(query.applicationTypes) as TApplicationType[] | null,
      stages: query.stages?.length ? query.stages : null,
      from: instants?.from ?? null,
      to: instants?.to ?? null,
      now,
    };
    const placeById = new Map<number, TPlace>(reportPlaces.places.map((place) => [place.ulbId, place]));
    return { criteria, placeById };
  }

  const noticeRecord = (row: TOutcomeEventRow, placeById: Map<number, TPlace>) => ({
    id: String(row.event_id),
    applicationId: String(row.application_id),
    applicationIdentifier: row.application_identifier,
    applicationType: row.application_type,
    approvalFor: row.approval_for,
    status: row.status,
    ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
    stageName: row.stage_name,
    officerName: row.officer_name,
    raisedOn: new Date(row.raised_on).toISOString(),
    kind: row.kind.replaceAll('_', ' '),
    outcome: row.is_answered ? 'Answered' : row.is_expired ? 'Expired' : 'With applicant',
    isPaid: row.is_fee_paid,
  });

  async function noticesPage(officer: TSignedInOfficer, query: TOfficerReportQuery, outcomes: readonly string[]) {
    const { criteria, placeById } = await criteriaOf(officer, query);
    const { perPage, limit, offset } = paging(query);
    const rows = await findOutcomeEvents(db, criteria, outcomes, { limit, offset });
    return pageOf(
      rows.map((row) => noticeRecord(row, placeById)),
      rows[0]?.total_count ?? 0,
      perPage,
    );
  }

  /**
   * Files and turns held now past their due date: from the kept counts per ULB and type; a filter by stage
   * (which the counts do not keep) counts the held turns themselves.
   */
  const heldPastDue = (criteria: TTurnCriteria) =>
    criteria.stages?.length ? findHeldPastDue(db, { ...criteria, from: null, to: null }) : sumHeldPastDue(db, criteria);

  const service = {
    /** The dashboard's figures: files, turns and officers held now past the due date (the period does not apply). */
    async chasingFigures(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      const held = await heldPastDue(criteria);
      return { filesHeldPastDue: held.files, turnsHeldPastDue: held.turns };
    },

    /** Turns held now past their due date, the longest delays first (the period is not applied: it is now). */
    async delayedFiles(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      const { perPage, limit, offset } = paging(query);
      const now = { ...criteria, from: null, to: null };
      const [rows, held] = await Promise.all([findDelayedFiles(db, now, { limit, offset }), heldPastDue(criteria)]);
      const page = pageOf(
        rows.map((row) => ({
          id: String(row.turn_id),
          applicationId: String(row.application_id),
          applicationIdentifier: row.application_identifier,
          applicationType: row.application_type,
          approvalFor: row.approval_for,
          status: row.status,
          ulbName: row.ulb_name,
          stageName: row.stage_name,
          officerName: row.officer_name,
          officerRole: row.officer_role,
          receivedDate: new Date(row.received_date).toISOString(),
          dueDate: new Date(row.due_at).toISOString(),
          daysDelayed: row.days_delayed,
        })),
        held.turns,
        perPage,
      );
      return { ...page, fileCount: held.files };
    },

    /** Per municipality, its officers ranked by the files they delayed (topPerUlb of them, or all) and their fine. */
    async delayingOfficers(officer: TSignedInOfficer, query: TOfficerReportQuery, topPerUlb: number | null) {
      const { criteria } = await criteriaOf(officer, query);
      const rows = await findDelayingOfficers(db, criteria, topPerUlb);
      return rows.map((row) => ({
        rank: row.rank,
        ulbName: row.ulb_name,
        officerId: String(row.officer_id),
        officerName: row.officer_name,
        officerRole: row.officer_role,
        delayedFiles: row.delayed_files,
        delayedTurns: row.delayed_turns,
        totalDaysDelayed: row.total_days_delayed,
        maxDaysDelayed: row.max_days_delayed,
        stillHeld: row.still_held,
        penaltyAmount: penaltyFor(row.max_days_delayed),
      }));
    },

    /** Penalties: every officer fined in the period, once each, by their longest delay; the largest fines first. */
    async penalties(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const byOfficer = new Map<string, Awaited<ReturnType<typeof service.delayingOfficers>>[number]>();
      for (const row of await service.delayingOfficers(officer, query, null)) {
        const known = byOfficer.get(row.officerId);
        // An officer serving several municipalities (a line department) is fined once, by their longest delay.
        byOfficer.set(
          row.officerId,
          known
            ? {
                ...known,
                ulbName: `${known.ulbName}, ${row.ulbName}`,
                delayedFiles: known.delayedFiles + row.delayedFiles,
                delayedTurns: known.delayedTurns + row.delayedTurns,
                totalDaysDelayed: known.totalDaysDelayed + row.totalDaysDelayed,
                maxDaysDelayed: Math.max(known.maxDaysDelayed, row.maxDaysDelayed),
                stillHeld: known.stillHeld + row.stillHeld,
                penaltyAmount: penaltyFor(Math.max(known.maxDaysDelayed, row.maxDaysDelayed)),
              }
            : row,
        );
      }
      const sorted = [...byOfficer.values()].sort(
        (a, b) => b.penaltyAmount - a.penaltyAmount || b.totalDaysDelayed - a.totalDaysDelayed,
      );
      return sorted.map((row, index) => ({ ...row, rank: index + 1 }));
    },

    async officerPerformance(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      return (await findOfficerPerformance(db, criteria)).map((row) => ({
        officerId: String(row.officer_id),
        ulbName: row.place_name,
        officerName: row.officer_name,
        officerRole: row.officer_role,
        received: row.received,
        disposed: row.disposed,
        onTime: row.on_time,
        late: row.late,
        pending: row.pending,
        pendingPastDue: row.pending_past_due,
        averageDays: row.average_days,
        onTimePercent: percentOf(row.on_time, row.disposed),
        penaltyAmount: penaltyFor(row.max_days_delayed),
      }));
    },

    async stageDelays(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      return (await findStageDelays(db, criteria)).map((row) => ({
        stageName: row.stage_name,
        received: row.received,
        cleared: row.cleared,
        pending: row.pending,
        pendingPastDue: row.pending_past_due,
        delayed: row.delayed,
        averageDays: row.average_days,
        recommended: row.recommended,
        notRecommended: row.not_recommended,
      }));
    },

    /** Delayed turns per delay band, every band listed. */
    async delayBands(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      const rows = await findDelayBands(db, criteria);
      return DELAY_BANDS.map(({ label }, position) => {
        const row = rows.find((candidate) => candidate.position === position);
        return { band: label, turns: row?.turns ?? 0, files: row?.files ?? 0, officers: row?.officers ?? 0 };
      });
    },

    /**
     * Single-window files on day 17 or later of their 21 (the chasing cell's alert): every one, or a page when
     * the caller asks for one (page or perPage given; issue 17 §3: the dashboard downloaded them all to count).
     */
    async deemedAlerts(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      const isPaged = query.page != null || query.perPage != null;
      const rows = await findDeemedAlerts(db, criteria, isPaged ? paging(query) : null);
      return rows.map((row) => {
        const day = deemedClockDay(
          { appliedOn: new Date(row.applied_on), clockPausedMs: Number(row.clock_paused_ms) },
          criteria.now,
        );
        return {
          applicationId: String(row.application_id),
          applicationIdentifier: row.application_identifier,
          approvalFor: row.approval_for,
          ulbName: row.ulb_name,
          appliedAt: new Date(row.applied_on).toISOString(),
          day,
          daysToDeemed: daysToDeemed(day),
          heldBy: row.held_by,
          status: row.status,
        };
      });
    },

    /** How many files the day-17 alert holds. */
    async deemedAlertCount(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      return countDeemedAlerts(db, criteria);
    },

    /**
     * Instant approvals not verified on day 10 or later of their 15 (the chasing cell's day-10 alert), with the
     * day their post-verification is due: every one, or a page when the caller asks for one (page or perPage).
     */
    async postVerificationAlerts(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      const isPaged = query.page != null || query.perPage != null;
      const rows = await findPostVerificationAlerts(db, criteria, isPaged ? paging(query) : null);
      return rows.map((row) => {
        const file = { appliedOn: new Date(row.applied_on), clockPausedMs: Number(row.clock_paused_ms) };
        const day = postVerificationDay(file, criteria.now);
        return {
          applicationId: String(row.application_id),
          applicationIdentifier: row.application_identifier,
          applicationType: row.application_type,
          approvalFor: row.approval_for,
          ulbName: row.ulb_name,
          appliedAt: file.appliedOn.toISOString(),
          dueDate: postVerificationDueDate(file).toISOString(),
          day,
          daysLeft: daysToPostVerificationDue(day),
          heldBy: row.held_by,
          status: row.status,
        };
      });
    },

    /** How many files the day-10 alert holds. */
    async postVerificationAlertCount(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      return countPostVerificationAlerts(db, criteria);
    },

    /**
     * Deemed approvals whose ULB had no decision officer (issue 14): the open alerts the workflow raised, oldest
     * first, with whom the review went to. They are open now: the filter's period, types and stages do not apply.
     */
    async deemedReviewAlerts(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria } = await criteriaOf(officer, query);
      const rows = await findOpenAlertList(db, { ulbIds: criteria.ulbIds, kinds: ALERT_KINDS });
      return rows.map((row) => ({
        id: String(row.id),
        raisedAt: row.raisedAt.toISOString(),
        kind: row.kind,
        kindLabel: alertKindLabel(row.kind),
        applicationId: row.applicationId === null ? null : String(row.applicationId),
        applicationIdentifier: row.applicationIdentifier,
        applicationType: row.applicationType,
        approvalFor: row.approvalFor,
        ulbName: row.ulbName,
        reviewerName: row.reviewerName,
        reviewerRole: row.reviewerRole,
        reviewSentTo: alertReviewerLabel(row),
        message: row.message,
      }));
    },

    /**
     * Resolves an open alert the officer may see, with their remark, and audits it: in one transaction, the alert
     * locked so that it is resolved once. Another jurisdiction's alert answers as a missing one; one the officer
     * sees but is not theirs to resolve (domain canResolveAlert) is refused.
     */
    async resolveAlert(officer: TSignedInOfficer, input: TResolveAlert) {
      const remark = await plainRemark(input.remark);
      if (remark.length === 0) throw new AppError('BAD_USER_INPUT', ALERT_MESSAGES.remarkRequired);
      const { criteria } = await criteriaOf(officer, {});
      const now = clock.now();
      return db.transaction(async (tx) => {
        const alert = await lockAlertInScope(tx, input.id, { ulbIds: criteria.ulbIds });
        if (!alert) throw new AppError('NOT_FOUND', ALERT_MESSAGES.notFound);
        if (!canResolveAlert(officer, { reviewerId: alertReviewerId(alert) })) {
          throw new AppError('FORBIDDEN', ALERT_MESSAGES.notAddressee);
        }
        if (alert.resolvedAt) throw new AppError('CONFLICT', ALERT_MESSAGES.alreadyResolved);
        await markAlertResolved(tx, { id: alert.id, resolvedAt: now, resolvedBy: officer.id, remark });
        await appendAuditEvent(tx, {
          occurredAt: now,
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId: alert.applicationId,
          action: 'ALERT_RESOLVED',
          remark,
          details: { alertId: alert.id, kind: alert.kind, raisedAt: alert.raisedAt.toISOString() },
        });
        return { id: String(alert.id), resolvedAt: now.toISOString(), remark };
      });
    },

    /** The processing leaderboard: ULBs by the share of files decided within their limit, then by speed. */
    async processing(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria, placeById } = await criteriaOf(officer, query);
      const rows = (await findProcessing(db, criteria)).map((row) => ({
        ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
        district: placeById.get(row.ulb_id)?.districtName ?? '',
        decided: row.decided,
        averageDays: row.average_days,
        inTime: row.in_time,
        inTimePercent: percentOf(row.in_time, row.decided),
      }));
      rows.sort((a, b) => b.inTimePercent - a.inTimePercent || (a.averageDays ?? 0) - (b.averageDays ?? 0));
      return ranked(rows);
    },

    /**
     * The revenue leaderboard as far as the data goes: fee intimations and the fees paid on them per ULB (the
     * amounts come with the fee records, not kept here yet); most paid first.
     */
    async feePayments(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria, placeById } = await criteriaOf(officer, query);
      const rows = (await findFeePayments(db, criteria)).map((row) => ({
        ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
        district: placeById.get(row.ulb_id)?.districtName ?? '',
        intimations: row.intimations,
        paid: row.paid,
        paidPercent: percentOf(row.paid, row.intimations),
      }));
      rows.sort((a, b) => b.paid - a.paid || b.paidPercent - a.paidPercent);
      return ranked(rows);
    },

    /** Citizens' grievances: their correction requests per ULB and where each stands (the Tickets Dashboard). */
    async grievances(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria, placeById } = await criteriaOf(officer, query, 'DASHBOARDS');
      return (await findGrievances(db, criteria))
        .map((row) => ({
          ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
          filed: row.filed,
          inVerification: row.in_verification,
          withCommissioner: row.with_commissioner,
          completed: row.completed,
          approved: row.approved,
          rejected: row.rejected,
        }))
        .sort((a, b) => a.ulbName.localeCompare(b.ulbName));
    },

    /**
     * The Revenue Dashboard: per ULB and application type, the files with a fee and their fees intimated, paid,
     * pending and adjusted (domain feeRevenueOf, computed here, never in SQL), with the totals; files applied for
     * in the period when one is given. Its four roles and the report offices read it over their dashboard scope.
     */
    async revenue(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      if (!canReadRevenueFigures(officer)) throw new AppError('FORBIDDEN', REPORT_MESSAGES.noRevenue);
      const { criteria, placeById } = await criteriaOf(officer, query, 'DASHBOARDS');
      type TGroup = { ulbId: number; applicationType: TApplicationType; files: number; figures: TFeeRevenue };
      const groups = new Map<string, TGroup>();
      // Batch by batch, each batch's figures added to its groups' sums and let go.
      let afterId = 0;
      let isRead = criteria.ulbIds?.length === 0;
      while (!isRead) {
        const files = await findFeeRevenueFiles(db, criteria, { afterId, limit: REVENUE_BATCH });
        for (const file of files) {
          const key = `${file.ulbId}/${file.applicationType}`;
          const group = groups.get(key) ?? {
            ulbId: file.ulbId,
            applicationType: file.applicationType,
            files: 0,
            figures: sumFeeRevenue([]),
          };
          const figures = feeRevenueOf({ ...file, processKind: processKindOf(file.applicationType, file.approvalFor) });
          groups.set(key, { ...group, files: group.files + 1, figures: sumFeeRevenue([group.figures, figures]) });
        }
        isRead = files.length < REVENUE_BATCH;
        afterId = files.at(-1)?.applicationId ?? afterId;
      }
      const rows = [...groups.values()]
        .map((group) => ({
          ulbName: placeById.get(group.ulbId)?.ulbName ?? '',
          district: placeById.get(group.ulbId)?.districtName ?? '',
          applicationType: group.applicationType,
          files: group.files,
          ...group.figures,
        }))
        .sort((a, b) => a.ulbName.localeCompare(b.ulbName) || a.applicationType.localeCompare(b.applicationType));
      const files = rows.reduce((total, row) => total + row.files, 0);
      return { rows, total: { files, ...sumFeeRevenue(rows) } };
    },

    async shortfalls(officer: TSignedInOfficer, query: TOfficerReportQuery) {
      const { criteria, placeById } = await criteriaOf(officer, query);
      return (await findShortfallSummary(db, criteria))
        .map((row) => ({
          ulbName: placeById.get(row.ulb_id)?.ulbName ?? '',
          raised: row.raised,
          answered: row.answered,
          withApplicant: row.with_applicant,
          expired: row.expired,
        }))
        .sort((a, b) => a.ulbName.localeCompare(b.ulbName));
    },

    /** Shortfall notices raised, newest first, with what became of each. */
    shortfallNotices: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      noticesPage(officer, query, SHORTFALL_OUTCOMES),

    /** Final fee intimation letters raised, newest first, and whether each was paid. */
    feeIntimations: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      noticesPage(officer, query, ['FEE_INTIMATION']),
  };
  return service;
}

export type TOfficerReportsService = ReturnType<typeof createOfficerReportsService>;
