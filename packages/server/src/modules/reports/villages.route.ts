import { filterSelection, type TDistrictsAnswer, type TUlbNamesAnswer } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth';
import type { TSignedInOfficer } from '../officer';
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
 * answer within the officer's report scope; offices without reports are refused (with the status the REST calls
 * give a refusal, http/rest.ts).
 */
export function registerVillagesRoutes(
  app: FastifyInstance,
  services: { auth: TAuthService; reports: TReportsService },
) {
  const answer = (path: string, read: (officer: TSignedInOfficer, query: Record<string, unknown>) => Promise<object>) =>
    app.get(
      `/api/v1/villages/${path}`,
      withOfficerSession(services.auth, async (request, _reply, session) => ({
        success: true,
        message: 'ok',
        data: await read(session.officer, request.query as Record<string, unknown>),
      })),
    );

  // The spec's spelling of the path.
  answer('districts_for_authorites', async (officer, query): Promise<TDistrictsAnswer> => ({
    districts: await services.reports.districtsForAuthorities(officer, commaList(query.authorities)),
  }));
  answer('ulb_names_for_districts', async (officer, query): Promise<TUlbNamesAnswer> => ({
    ulb_names: await services.reports.ulbNamesForDistricts(officer, {
      authorities: commaList(query.authorities),
      districts: commaList(query.districts),
    }),
  }));
  answer('ulb_names', async (officer): Promise<TUlbNamesAnswer> => ({
    ulb_names: await services.reports.ulbNames(officer),
  }));
  answer('districts', async (officer): Promise<TDistrictsAnswer> => ({
    districts: await services.reports.districts(officer),
  }));
}
