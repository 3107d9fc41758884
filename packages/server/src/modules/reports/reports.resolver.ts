import {
  ZApplicationSearchSchema,
  ZOfficerReportQuerySchema,
  ZReportApplicationsQuerySchema,
  ZReportsQuerySchema,
  ZResolveAlertSchema,
} from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { requireSession, type TRequestContext } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';
import type { TOfficerReportsService } from './officer-reports.service';

type TOfficerReportArgs = { filter?: Record<string, unknown> | null; page?: number | null; perPage?: number | null };

/** The officer reports take their filter as one input; it is checked with the other arguments as one. */
const officerQuery = (args: TOfficerReportArgs) =>
  parseInput(ZOfficerReportQuerySchema, { ...args.filter, page: args.page, perPage: args.perPage });

const officerOf = (context: TRequestContext) => requireSession(context).officer;

/** Officer-report operations that take the filter only, by the service function that answers each. */
const OFFICER_REPORTS: Record<string, Exclude<keyof TOfficerReportsService, 'delayingOfficers' | 'resolveAlert'>> = {
  chasingFigures: 'chasingFigures',
  delayedFiles: 'delayedFiles',
  penalties: 'penalties',
  officerPerformance: 'officerPerformance',
  stageDelays: 'stageDelays',
  delayBands: 'delayBands',
  deemedAlerts: 'deemedAlerts',
  deemedAlertCount: 'deemedAlertCount',
  postVerificationAlerts: 'postVerificationAlerts',
  postVerificationAlertCount: 'postVerificationAlertCount',
  deemedReviewAlerts: 'deemedReviewAlerts',
  processingLeaderboard: 'processing',
  feePaymentsLeaderboard: 'feePayments',
  grievances: 'grievances',
  revenue: 'revenue',
  shortfalls: 'shortfalls',
  shortfallNotices: 'shortfallNotices',
  feeIntimations: 'feeIntimations',
};

export const reportsResolvers: IResolvers = {
  Query: {
    reportScope: (_root, _args, context) => context.services.reports.reportScope(officerOf(context)),
    reports: (_root, args, context) =>
      context.services.reports.reports(officerOf(context), parseInput(ZReportsQuerySchema, args)),
    reportApplications: (_root, args, context) =>
      context.services.reports.reportApplications(officerOf(context), parseInput(ZReportApplicationsQuerySchema, args)),
    officerApplicationSearch: (_root, args, context) =>
      context.services.reports.search(officerOf(context), parseInput(ZApplicationSearchSchema, args)),
    delayingOfficers: (_root, args: TOfficerReportArgs & { topPerUlb?: number | null }, context) =>
      context.services.officerReports.delayingOfficers(
        officerOf(context),
        officerQuery(args),
        args.topPerUlb && args.topPerUlb > 0 ? args.topPerUlb : null,
      ),
    ...Object.fromEntries(
      Object.entries(OFFICER_REPORTS).map(([operation, method]) => [
        operation,
        (_root: unknown, args: TOfficerReportArgs, context: TRequestContext) =>
          context.services.officerReports[method](officerOf(context), officerQuery(args)),
      ]),
    ),
  },
  Mutation: {
    resolveAlert: (_root, args, context) =>
      context.services.officerReports.resolveAlert(officerOf(context), parseInput(ZResolveAlertSchema, args)),
  },
};
