import { applicationTypeLabel, statusLabel, ZInboxQuerySchema } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { withOfficerSession } from '../../http/rest';
import { sendXlsx } from '../../http/xlsx-stream';
import type { TAuthService } from '../auth/auth.service';
import type { TInboxService } from './inbox.service';

/** Spec 1 §2.5: the export keeps one file name. */
export const EXPORT_FILE_NAME = 'Applications.xlsx';

const COLUMNS = [
  { header: 'S.No', key: 'serial', width: 8 },
  { header: 'Applicant Name', key: 'applicantName', width: 32 },
  { header: 'Plot Area (Sq.m)', key: 'plotArea', width: 16 },
  { header: 'Applicant List Id', key: 'applicantListId', width: 16 },
  { header: 'Application Id', key: 'applicationIdentifier', width: 26 },
  { header: 'Application Type', key: 'applicationType', width: 22 },
  { header: 'Status', key: 'status', width: 30 },
];

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
      return sendXlsx(request, reply, {
        fileName: EXPORT_FILE_NAME,
        sheetName: 'Applications',
        columns: COLUMNS,
        pages: (async function* () {
          for await (const records of pages) {
            yield records.map((record) => ({
              serial: (serial += 1),
              applicantName: record.applicant.applicantName,
              plotArea: record.property.actualPlotArea,
              applicantListId: record.applicantListId,
              applicationIdentifier: record.applicationIdentifier,
              applicationType: applicationTypeLabel(record.applicationType),
              status: statusLabel(record.status, record.applicationType),
            }));
          }
        })(),
      });
    }),
  );
}
