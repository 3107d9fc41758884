import { ADMINISTRATION_MESSAGES as MESSAGES, officerImportTemplate } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../graphql/app-error';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth';
import type { TAdministrationService } from './administration.service';
import { CSV_TYPE, readOfficerImport, XLSX_TYPE } from './officer-import-file';

export const OFFICER_IMPORT_PATH = '/api/admin/officers/import';
export const OFFICER_IMPORT_TEMPLATE_PATH = '/api/admin/officers/import-template.csv';
/** A state's officers as a spreadsheet stay well under this. */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const ZImportQuery = z.object({ dryRun: z.enum(['true', 'false']).default('true') });

/**
 * Issue 52 §3: the officers' import (GraphQL carries no files). The raw file is the body (text/csv or xlsx); the
 * answer is the OfficerImportReport of administration.graphql as JSON. An administrator's session only.
 */
export function registerAdministrationRoutes(
  app: FastifyInstance,
  services: { auth: TAuthService; administration: TAdministrationService },
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [CSV_TYPE, XLSX_TYPE],
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      OFFICER_IMPORT_PATH,
      { bodyLimit: IMPORT_BODY_LIMIT },
      withOfficerSession(services.auth, async (request, reply, session) => {
        services.administration.requireAdministrator(session.officer);
        const query = ZImportQuery.safeParse(request.query);
        if (!query.success) throw new AppError('BAD_USER_INPUT', MESSAGES.dryRunFlag);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
        if (!Buffer.isBuffer(request.body) || (type !== CSV_TYPE && type !== XLSX_TYPE)) {
          throw new AppError('BAD_USER_INPUT', MESSAGES.importFileType);
        }
        const rows = await readOfficerImport(request.body, type === CSV_TYPE ? 'csv' : 'xlsx');
        const report = await services.administration.importOfficers(
          session.officer,
          rows,
          query.data.dryRun === 'true',
        );
        return reply.send(report);
      }),
    );
    scope.get(
      OFFICER_IMPORT_TEMPLATE_PATH,
      withOfficerSession(services.auth, async (_request, reply, session) => {
        services.administration.requireAdministrator(session.officer);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="officers-import-template.csv"')
          .send(officerImportTemplate());
      }),
    );
  });
}
