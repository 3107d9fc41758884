import { SHORTFALL_OUTCOMES, type TOfficerReportQuery, type TResolveAlert } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { deemedAlertCount, deemedAlerts, postVerificationAlertCount, postVerificationAlerts } from './deadline-alerts';
import { deemedReviewAlerts, resolveAlert } from './deemed-review-alerts';
import { createRankedOfficersReader, delayingOfficers, penalties } from './delaying-officers';
import { grievances } from './grievances';
import { chasingFigures, delayedFiles } from './held-past-due';
import { feePayments, processing } from './leaderboards';
import { noticesPage, shortfalls } from './notice-reports';
import { delayBands, officerPerformance, stageDelays } from './officer-performance';
import type { TReportsContext } from './report-places';
import { revenue } from './revenue-dashboard';

/**
 * The chasing cell's figures and the officer reports (spec 1 §2.2, spec 3 §2): who delays which files and by how
 * many days, the top delaying officers per municipality, penalties, officer and stage performance, shortfall and
 * fee-intimation notices, grievances and the processing leaderboards — within the officer's report scope.
 */
export function createOfficerReportsService(deps: TReportsContext) {
  const context: TReportsContext = { db: deps.db, clock: deps.clock };
  const readRanked = createRankedOfficersReader();

  return {
    chasingFigures: (officer: TSignedInOfficer, query: TOfficerReportQuery) => chasingFigures(context, officer, query),
    delayedFiles: (officer: TSignedInOfficer, query: TOfficerReportQuery) => delayedFiles(context, officer, query),
    delayingOfficers: (officer: TSignedInOfficer, query: TOfficerReportQuery, topPerUlb: number | null) =>
      delayingOfficers(context, officer, query, topPerUlb, readRanked),
    penalties: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      penalties(context, officer, query, readRanked),
    officerPerformance: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      officerPerformance(context, officer, query),
    stageDelays: (officer: TSignedInOfficer, query: TOfficerReportQuery) => stageDelays(context, officer, query),
    delayBands: (officer: TSignedInOfficer, query: TOfficerReportQuery) => delayBands(context, officer, query),
    deemedAlerts: (officer: TSignedInOfficer, query: TOfficerReportQuery) => deemedAlerts(context, officer, query),
    deemedAlertCount: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      deemedAlertCount(context, officer, query),
    postVerificationAlerts: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      postVerificationAlerts(context, officer, query),
    postVerificationAlertCount: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      postVerificationAlertCount(context, officer, query),
    deemedReviewAlerts: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      deemedReviewAlerts(context, officer, query),
    resolveAlert: (officer: TSignedInOfficer, input: TResolveAlert) => resolveAlert(context, officer, input),
    processing: (officer: TSignedInOfficer, query: TOfficerReportQuery) => processing(context, officer, query),
    feePayments: (officer: TSignedInOfficer, query: TOfficerReportQuery) => feePayments(context, officer, query),
    grievances: (officer: TSignedInOfficer, query: TOfficerReportQuery) => grievances(context, officer, query),
    revenue: (officer: TSignedInOfficer, query: TOfficerReportQuery) => revenue(context, officer, query),
    shortfalls: (officer: TSignedInOfficer, query: TOfficerReportQuery) => shortfalls(context, officer, query),

    /** Shortfall notices raised, newest first, with what became of each. */
    shortfallNotices: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      noticesPage(context, officer, query, SHORTFALL_OUTCOMES),

    /** Final fee intimation letters raised, newest first, and whether each was paid. */
    feeIntimations: (officer: TSignedInOfficer, query: TOfficerReportQuery) =>
      noticesPage(context, officer, query, ['FEE_INTIMATION']),
  };
}

export type TOfficerReportsService = ReturnType<typeof createOfficerReportsService>;
