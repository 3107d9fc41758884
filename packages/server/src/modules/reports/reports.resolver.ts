import {
  ZApplicationSearchSchema,
  ZOfficerReportQuerySchema,
  ZReportApplicationsQuerySchema,
  ZReportsQuerySchema,
  ZResolveAlertSchema,
} from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession, type TRequestContext } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

type TOfficerReportArgs = { filter?: Record<string, unknown> | null; page?: number | null; perPage?: number | null };

/** The officer reports take their filter as one input; it is checked with the other arguments as one. */
const officerQuery = (args: TOfficerReportArgs) =>
  parseInput(ZOfficerReportQuerySchema, { ...args.filter, page: args.page, perPage: args.perPage });

const officerOf = (context: TRequestContext) => requireSession(context).officer;
const reportsOf = (context: TRequestContext) => context.services.officerReports;

export const reportsResolvers: Resolvers = {
  Query: {
    reportScope: (_root, _args, context) => context.services.reports.reportScope(officerOf(context)),
    reports: (_root, args, context) =>
      context.services.reports.reports(officerOf(context), parseInput(ZReportsQuerySchema, args)),
    reportApplications: (_root, args, context) =>
      context.services.reports.reportApplications(officerOf(context), parseInput(ZReportApplicationsQuerySchema, args)),
    officerApplicationSearch: (_root, args, context) =>
      context.services.reports.search(officerOf(context), parseInput(ZApplicationSearchSchema, args)),
    // The officer reports: each answered by the service function of its name, from the filter (and the paging).
    chasingFigures: (_root, args, context) => reportsOf(context).chasingFigures(officerOf(context), officerQuery(args)),
    delayedFiles: (_root, args, context) => reportsOf(context).delayedFiles(officerOf(context), officerQuery(args)),
    delayingOfficers: (_root, args, context) =>
      reportsOf(context).delayingOfficers(
        officerOf(context),
        officerQuery(args),
        args.topPerUlb && args.topPerUlb > 0 ? args.topPerUlb : null,
      ),
    penalties: (_root, args, context) => reportsOf(context).penalties(officerOf(context), officerQuery(args)),
    officerPerformance: (_root, args, context) =>
      reportsOf(context).officerPerformance(officerOf(context), officerQuery(args)),
    stageDelays: (_root, args, context) => reportsOf(context).stageDelays(officerOf(context), officerQuery(args)),
    delayBands: (_root, args, context) => reportsOf(context).delayBands(officerOf(context), officerQuery(args)),
    deemedAlerts: (_root, args, context) => reportsOf(context).deemedAlerts(officerOf(context), officerQuery(args)),
    deemedAlertCount: (_root, args, context) =>
      reportsOf(context).deemedAlertCount(officerOf(context), officerQuery(args)),
    postVerificationAlerts: (_root, args, context) =>
      reportsOf(context).postVerificationAlerts(officerOf(context), officerQuery(args)),
    postVerificationAlertCount: (_root, args, context) =>
      reportsOf(context).postVerificationAlertCount(officerOf(context), officerQuery(args)),
    deemedReviewAlerts: (_root, args, context) =>
      reportsOf(context).deemedReviewAlerts(officerOf(context), officerQuery(args)),
    processingLeaderboard: (_root, args, context) =>
      reportsOf(context).processing(officerOf(context), officerQuery(args)),
    feePaymentsLeaderboard: (_root, args, context) =>
      reportsOf(context).feePayments(officerOf(context), officerQuery(args)),
    grievances: (_root, args, context) => reportsOf(context).grievances(officerOf(context), officerQuery(args)),
    revenue: (_root, args, context) => reportsOf(context).revenue(officerOf(context), officerQuery(args)),
    shortfalls: (_root, args, context) => reportsOf(context).shortfalls(officerOf(context), officerQuery(args)),
    shortfallNotices: (_root, args, context) =>
      reportsOf(context).shortfallNotices(officerOf(context), officerQuery(args)),
    feeIntimations: (_root, args, context) => reportsOf(context).feeIntimations(officerOf(context), officerQuery(args)),
  },
  Mutation: {
    resolveAlert: (_root, args, context) =>
      reportsOf(context).resolveAlert(officerOf(context), parseInput(ZResolveAlertSchema, args)),
  },
};
