import {
  ZApplicationSearchSchema,
  ZOfficerReportQuerySchema,
  ZReportApplicationsQuerySchema,
  ZReportsQuerySchema,
} from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { requireSession, type TRequestContext } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

type TOfficerReportArgs = { filter?: Record<string, unknown> | null; page?: number | null; perPage?: number | null };

/** The officer reports take their filter as one input; it is checked with the other arguments as one. */
const officerQuery = (args: TOfficerReportArgs) =>
  parseInput(ZOfficerReportQuerySchema, { ...args.filter, page: args.page, perPage: args.perPage });

const officerOf = (context: TRequestContext) => requireSession(context).officer;

export const reportsResolvers: IResolvers = {
  Query: {
    reportScope: (_root, _args, context) => context.services.reports.reportScope(officerOf(context)),
    reports: (_root, args, context) =>
      context.services.reports.reports(officerOf(context), parseInput(ZReportsQuerySchema, args)),
    reportApplications: (_root, args, context) =>
      context.services.reports.reportApplications(officerOf(context), parseInput(ZReportApplicationsQuerySchema, args)),
    officerApplicationSearch: (_root, args, context) =>
      context.services.reports.search(officerOf(context), parseInput(ZApplicationSearchSchema, args)),
    delayedFiles: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.delayedFiles(officerOf(context), officerQuery(args)),
    delayingOfficers: (_root, args: TOfficerReportArgs & { topPerUlb?: number | null }, context) =>
      context.services.officerReports.delayingOfficers(
        officerOf(context),
        officerQuery(args),
        args.topPerUlb && args.topPerUlb > 0 ? args.topPerUlb : null,
      ),
    penalties: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.penalties(officerOf(context), officerQuery(args)),
    officerPerformance: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.officerPerformance(officerOf(context), officerQuery(args)),
    stageDelays: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.stageDelays(officerOf(context), officerQuery(args)),
    delayBands: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.delayBands(officerOf(context), officerQuery(args)),
    deemedAlerts: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.deemedAlerts(officerOf(context), officerQuery(args)),
    processingLeaderboard: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.processing(officerOf(context), officerQuery(args)),
    feePaymentsLeaderboard: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.feePayments(officerOf(context), officerQuery(args)),
    grievances: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.grievances(officerOf(context), officerQuery(args)),
    shortfalls: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.shortfalls(officerOf(context), officerQuery(args)),
    shortfallNotices: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.shortfallNotices(officerOf(context), officerQuery(args)),
    feeIntimations: (_root, args: TOfficerReportArgs, context) =>
      context.services.officerReports.feeIntimations(officerOf(context), officerQuery(args)),
  },
};
