import { filterSelection } from '@anumati/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../graphql/app-error';
import { requireRestSession } from '../../http/rest-session';
import type { TAuthService } from '../auth/auth.service';
import type { TSignedInOfficer } from '../officer/signed-in-officer';
import type { TReportsService } from './reports.service';

/** A comma list of the query string (spec 3 §7: "authorities (comma list)"); absent, empty or ALL: no restriction. */
function commaList(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  return filterSelection(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/**
 * Spec 3 §7 REST lookups behind the report filters, in the spec's answer shape { success, message, data }. They
 * answer within the officer's report scope; offices without reports are refused (403).
 */
export function registerVillagesRoutes(
  app: FastifyInstance,
  services: { auth: TAuthService; reports: TReportsService },
) {
  const answer = (path: string, read: (officer: TSignedInOfficer, query: Record<string, unknown>) => Promise<object>) =>
    app.get(`/api/villages/${path}`, async (request, reply: FastifyReply) => {
      const session = await requireRestSession(request, reply, services.auth);
      if (!session) return reply;
      try {
        const data = await read(session.officer, request.query as Record<string, unknown>);
        return { success: true, message: 'ok', data };
      } catch (error) {
        if (error instanceof AppError && error.code === 'FORBIDDEN') {
          return reply.code(403).send({ success: false, message: error.message });
        }
        throw error;
      }
    });

  // The spec's spelling of the path.
  answer('districts_for_authorites', async (officer, query) => ({
    districts: await services.reports.districtsForAuthorities(officer, commaList(query.authorities)),
  }));
  answer('ulb_names_for_districts', async (officer, query) => ({
    ulb_names: await services.reports.ulbNamesForDistricts(officer, {
      authorities: commaList(query.authorities),
      districts: commaList(query.districts),
    }),
  }));
  answer('ulb_names', async (officer) => ({ ulb_names: await services.reports.ulbNames(officer) }));
  answer('districts', async (officer) => ({ districts: await services.reports.districts(officer) }));
}
