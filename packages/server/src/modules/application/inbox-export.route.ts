import { applicationTypeLabel, AUTH_MESSAGES, statusLabel, ZInboxQuerySchema } from '@anumati/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
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
  app.get('/api/exports/applications.xlsx', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await services.auth.authenticate(token) : null;
    if (!session) return reply.code(401).send({ success: false, message: AUTH_MESSAGES.unauthenticated });
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

    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Applications');
    sheet.columns = COLUMNS;
    const offset = query.all ? 0 : ((query.page ?? 1) - 1) * (query.perPage ?? 10);
    void (async () => {
      let serial = offset;
      for await (const records of pages) {
        for (const record of records) {
          serial += 1;
          sheet
            .addRow({
              serial,
              applicantName: record.applicant.applicantName,
              plotArea: record.property.actualPlotArea,
              applicantListId: record.applicantListId,
              applicationIdentifier: record.applicationIdentifier,
              applicationType: applicationTypeLabel(record.applicationType),
              status: statusLabel(record.status, record.applicationType),
            })
            .commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    })().catch((error: unknown) => {
      request.log.error(error, 'export failed');
      stream.destroy(error instanceof Error ? error : new Error('export failed'));
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .send(stream);
  });
}
