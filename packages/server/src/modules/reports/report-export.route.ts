import {
  COUNT_TABLE_FILE_NAME,
  COUNT_TABLE_VARIANTS,
  countTableColumns,
  countTableFirstTitle,
  countTableRows,
  countTableTotal,
  GRAND_TOTAL_LABEL,
  readColumn,
  REPORT_TABLES,
  reportSheetValue,
  reportTitle,
  SHEET_NUMBER_FORMATS,
  TOTAL_LABEL,
  ZApplicationSearchSchema,
  ZOfficerReportQuerySchema,
  ZReportApplicationsQuerySchema,
  ZReportsQuerySchema,
  type TReportColumn,
  type TReportRecord,
} from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withOfficerSession } from '../../http/rest';
import { sendXlsx, type TXlsxRow } from '../../http/xlsx-stream';
import type { TAuthService } from '../auth';
import type { TSignedInOfficer } from '../officer';
import type { TOfficerReportsService } from './officer-reports.service';
import type { TReportsService } from './reports.service';

type TServices = { auth: TAuthService; reports: TReportsService; officerReports: TOfficerReportsService };
type TPages = AsyncIterable<TReportRecord[]>;
type TExport = {
  schema: z.ZodType;
  fileName: string;
  columns: (args: never) => readonly TReportColumn[];
  pages: (services: TServices, officer: TSignedInOfficer, args: never) => TPages;
};

/** Lists are read this many rows at a time, so a long one never sits in memory whole. */
const EXPORT_PAGE_SIZE = 500;

const ZCountTableSchema = z.intersection(ZReportsQuerySchema, z.object({ variant: z.enum(COUNT_TABLE_VARIANTS) }));
const ZDelayingOfficersSchema = z.intersection(
  ZOfficerReportQuerySchema,
  z.object({ topPerUlb: z.number().int().min(1).nullish() }),
);

async function* once(records: Promise<TReportRecord[]>): TPages {
  yield await records;
}

/** Every page of a paged list, numbered from 1 across pages. */
async function* allPages(read: (page: number) => Promise<{ totalPages: number; records: TReportRecord[] }>): TPages {
  let serial = 0;
  for (let page = 1; ; page += 1) {
    const result = await read(page);
    yield result.records.map((record) => ({ serial: (serial += 1), ...record }));
    if (page >= result.totalPages) return;
  }
}

const numbered = async (records: Promise<TReportRecord[]>) =>
  (await records).map((record, index) => ({ serial: index + 1, ...record }));

const officerTable = (
  name: Exclude<keyof typeof REPORT_TABLES, 'report-applications' | 'application-search'>,
  read: (
    services: TServices,
    officer: TSignedInOfficer,
    args: z.infer<typeof ZOfficerReportQuerySchema>,
  ) => Promise<TReportRecord[]>,
): TExport => ({
  schema: ZOfficerReportQuerySchema,
  fileName: REPORT_TABLES[name].fileName,
  columns: () => REPORT_TABLES[name].columns,
  pages: (services, officer, args: z.infer<typeof ZOfficerReportQuerySchema>) => once(read(services, officer, args)),
});

type TOfficerArgs = z.infer<typeof ZOfficerReportQuerySchema>;
type TPagedOfficerTable = 'delayed-files' | 'shortfall-notices' | 'fee-intimations';

/** An officer report listed a page at a time: every page, 500 rows at a time. */
const pagedOfficerTable = (
  name: TPagedOfficerTable,
  read: (
    services: TServices,
    officer: TSignedInOfficer,
    args: TOfficerArgs,
  ) => Promise<{ totalPages: number; records: TReportRecord[] }>,
): TExport => ({
  schema: ZOfficerReportQuerySchema,
  fileName: REPORT_TABLES[name].fileName,
  columns: () => REPORT_TABLES[name].columns,
  pages: (services, officer, args: TOfficerArgs) =>
    allPages((page) => read(services, officer, { ...args, page, perPage: EXPORT_PAGE_SIZE })),
});

/** The tables the console exports, by name: each reads through the same service as the screen. */
const EXPORTS: Record<string, TExport> = {
  'report-counts': {
    schema: ZCountTableSchema,
    fileName: COUNT_TABLE_FILE_NAME,
    columns: (args: z.infer<typeof ZCountTableSchema>) =>
      countTableColumns(args.variant, countTableFirstTitle(args.type, args.groupBy)),
    pages: (services, officer, args: z.infer<typeof ZCountTableSchema>) =>
      once(
        services.reports.reports(officer, args).then((report) => {
          const rows = countTableRows(report.rows);
          const total = reportTitle(
            args.type === 'CONSOLIDATED' ? TOTAL_LABEL : GRAND_TOTAL_LABEL,
            officer.preferredLanguage,
          );
          return [...rows, countTableTotal(rows, total)];
        }),
      ),
  },
  'report-applications': {
    schema: ZReportApplicationsQuerySchema,
    fileName: REPORT_TABLES['report-applications'].fileName,
    columns: () => REPORT_TABLES['report-applications'].columns,
    pages: (services, officer, args: z.infer<typeof ZReportApplicationsQuerySchema>) =>
      allPages((page) => services.reports.reportApplications(officer, { ...args, page, perPage: EXPORT_PAGE_SIZE })),
  },
  'application-search': {
    schema: ZApplicationSearchSchema,
    fileName: REPORT_TABLES['application-search'].fileName,
    columns: () => REPORT_TABLES['application-search'].columns,
    pages: (services, officer, args: z.infer<typeof ZApplicationSearchSchema>) =>
      allPages((page) => services.reports.search(officer, { ...args, page, perPage: EXPORT_PAGE_SIZE })),
  },
  'delayed-files': pagedOfficerTable('delayed-files', (services, officer, args) =>
    services.officerReports.delayedFiles(officer, args),
  ),
  'shortfall-notices': pagedOfficerTable('shortfall-notices', (services, officer, args) =>
    services.officerReports.shortfallNotices(officer, args),
  ),
  'fee-intimations': pagedOfficerTable('fee-intimations', (services, officer, args) =>
    services.officerReports.feeIntimations(officer, args),
  ),
  'delaying-officers': {
    schema: ZDelayingOfficersSchema,
    fileName: REPORT_TABLES['delaying-officers'].fileName,
    columns: () => REPORT_TABLES['delaying-officers'].columns,
    pages: (services, officer, args: z.infer<typeof ZDelayingOfficersSchema>) =>
      once(services.officerReports.delayingOfficers(officer, args, args.topPerUlb ?? null)),
  },
  penalties: officerTable('penalties', (services, officer, args) => services.officerReports.penalties(officer, args)),
  'officer-performance': officerTable('officer-performance', (services, officer, args) =>
    services.officerReports.officerPerformance(officer, args),
  ),
  'stage-delays': officerTable('stage-delays', (services, officer, args) =>
    services.officerReports.stageDelays(officer, args),
  ),
  'delay-bands': officerTable('delay-bands', (services, officer, args) =>
    services.officerReports.delayBands(officer, args),
  ),
  'deemed-alerts': officerTable('deemed-alerts', (services, officer, args) =>
    numbered(services.officerReports.deemedAlerts(officer, args)),
  ),
  'post-verification-alerts': officerTable('post-verification-alerts', (services, officer, args) =>
    numbered(services.officerReports.postVerificationAlerts(officer, args)),
  ),
  'deemed-review-alerts': officerTable('deemed-review-alerts', (services, officer, args) =>
    numbered(services.officerReports.deemedReviewAlerts(officer, args)),
  ),
  processing: officerTable('processing', (services, officer, args) =>
    services.officerReports.processing(officer, args),
  ),
  'fee-payments': officerTable('fee-payments', (services, officer, args) =>
    services.officerReports.feePayments(officer, args),
  ),
  revenue: officerTable(
    'revenue',
    async (services, officer, args) => (await services.officerReports.revenue(officer, args)).rows,
  ),
  grievances: officerTable('grievances', (services, officer, args) =>
    services.officerReports.grievances(officer, args),
  ),
  shortfalls: officerTable('shortfalls', (services, officer, args) =>
    services.officerReports.shortfalls(officer, args),
  ),
};

function parseArgs(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * GET /api/exports/reports/{table}.xlsx?args={json}: any report table of the console as a spreadsheet made on the
 * server, with the arguments its screen sent, the same columns and the same scope checks (through the same
 * services); lists are streamed 500 rows at a time.
 */
export function registerReportExportRoute(app: FastifyInstance, services: TServices) {
  app.get(
    '/api/exports/reports/:table',
    withOfficerSession(services.auth, async (request, reply, session) => {
      const name = (request.params as { table: string }).table.replace(/\.xlsx$/, '');
      const definition = Object.hasOwn(EXPORTS, name) ? EXPORTS[name] : undefined;
      if (!definition) return reply.code(404).send({ success: false, message: 'No such report' });
      const parsed = definition.schema.safeParse(parseArgs((request.query as { args?: string }).args));
      if (!parsed.success) {
        return reply.code(400).send({ success: false, message: parsed.error.issues[0]?.message ?? 'Invalid input' });
      }
      const args = parsed.data as never;
      const columns = definition.columns(args);
      const pages = definition.pages(services, session.officer, args);
      // The first page is read before the answer starts, so a refused scope is a clean refusal, not a broken file.
      const iterator = pages[Symbol.asyncIterator]();
      const first = await iterator.next();
      const toRow = (record: TReportRecord): TXlsxRow =>
        Object.fromEntries(
          columns.map((column) => {
            const { value, holder } = readColumn(record, column.key);
            return [column.key, reportSheetValue(column.kind, value, holder, session.officer.preferredLanguage)];
          }),
        );
      return sendXlsx(request, reply, {
        fileName: definition.fileName,
        sheetName: 'Report',
        columns: columns.map((column) => ({
          header: reportTitle(column.title, session.officer.preferredLanguage),
          key: column.key,
          numFmt: SHEET_NUMBER_FORMATS[column.kind],
        })),
        pages: (async function* () {
          if (!first.done) yield first.value.map(toRow);
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value.map(toRow);
        })(),
      });
    }),
  );
}
