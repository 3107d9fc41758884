import {
  INBOX_EXPORT_COLUMNS,
  readColumn,
  reportSheetValue,
  reportTitle,
  SHEET_NUMBER_FORMATS,
  ZInboxQuerySchema,
} from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { withOfficerSession } from '../../http/rest';
import { sendXlsx } from '../../http/xlsx-stream';
import type { TAuthService } from '../auth';
import type { TInboxService } from './inbox.service';

/** Spec 1 §2.5: the export keeps one file name. */
const EXPORT_FILE_NAME = 'Applications.xlsx';

const list = (value: unknown) => (typeof value === 'string' && value !== '' ? value.split(',') : undefined);
const number = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);

/**
 * GET /api/exports/applications.xlsx: the officer's list as a spreadsheet, with the inbox's arguments. all=true
 * streams every matching row, read 500 at a time, so tens of thousands of rows never sit in memory at once.
 */
export function registerInboxExportRoute(app: FastifyInstance, services: { auth: TAuthService; inbox: TInboxService }) {
  app.get(
    '/api/exports/applications.xlsx',
    withOfficerSession(services.auth, async (request, reply, session) => {
      const raw = request.query as Record<string, unknown>;
      const parsed = ZInboxQuerySchema.safeParse({
        filter: raw.filter,
        searchParam: raw.searchParam,
        receivedDateParam: raw.receivedDateParam,
        status: list(raw.status),
        applicationType: list(raw.applicationType),
        dueDayColour: list(raw.dueDayColour),
        page: number(raw.page),
        perPage: number(raw.perPage),
        receivedDateSort: raw.receivedDateSort,
        assignedDateSort: raw.assignedDateSort,
        all: raw.all === 'true',
      });
      if (!parsed.success) {
        return reply.code(400).send({ success: false, message: parsed.error.issues[0]?.message ?? 'Invalid input' });
      }
      const query = parsed.data;
      const pages = query.all
        ? services.inbox.exportAll(session.officer, query)
        : (async function* () {
            yield (await services.inbox.list(session.officer, query)).records;
          })();

      const offset = query.all ? 0 : ((query.page ?? 1) - 1) * (query.perPage ?? 10);
      let serial = offset;
      const language = session.officer.preferredLanguage;
      return sendXlsx(request, reply, {
        fileName: EXPORT_FILE_NAME,
        sheetName: 'Applications',
        columns: INBOX_EXPORT_COLUMNS.map((column) => ({
          header: reportTitle(column.title, language),
          key: column.key,
          numFmt: SHEET_NUMBER_FORMATS[column.kind],
        })),
        pages: (async function* () {
          for await (const records of pages) {
            yield records.map((record) => {
              const row = {
                serial: (serial += 1),
                applicantName: record.applicant.applicantName,
                plotArea: record.property.actualPlotArea,
                applicantListId: record.applicantListId,
                applicationIdentifier: record.applicationIdentifier,
                applicationType: record.applicationType,
                approvalFor: record.approvalFor,
                status: record.status,
              };
              return Object.fromEntries(
                INBOX_EXPORT_COLUMNS.map((column) => {
                  const { value, holder } = readColumn(row, column.key);
                  return [column.key, reportSheetValue(column.kind, value, holder, language)];
                }),
              );
            });
          }
        })(),
      });
    }),
  );
}
