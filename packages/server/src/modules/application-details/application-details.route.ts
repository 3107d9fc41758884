import { zDatabaseId } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../graphql/validate';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth';
import type { TSignedInOfficer } from '../officer';
import type { TApplicationDetailsService } from './application-details.service';

const ZApplicationParams = z.object({ id: zDatabaseId('Application not found') });

/**
 * Spec 2 §7's reads for the detail screens, under /api/v1 (beside /api/v1/media): answers are
 * { success, message, data }; an officer outside the application's jurisdiction is told it is not found.
 */
export function registerApplicationDetailsRoutes(
  app: FastifyInstance,
  deps: { auth: TAuthService; details: TApplicationDetailsService },
) {
  const reads: Record<string, (officer: TSignedInOfficer, id: number) => Promise<unknown>> = {
    view: deps.details.view,
    occupancy_show: deps.details.occupancyShow,
    compound_wall_show: deps.details.compoundWallShow,
    citizen_uploaded_documents: deps.details.citizenDocuments,
    certificates: deps.details.certificates,
  };
  for (const [path, read] of Object.entries(reads)) {
    app.get(
      `/api/v1/applications/:id/${path}`,
      withOfficerSession(deps.auth, async (request, reply, session) => {
        const { id } = parseInput(ZApplicationParams, request.params);
        const data = await read(session.officer, id);
        return reply.send({ success: true, message: 'Application details', data });
      }),
    );
  }
}

/** The OpenAPI paths of the detail screens' reads, served at /api/docs. */
export function applicationDetailsOpenApiPaths() {
  const answer = {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'object' } },
  };
  const summaries: Record<string, string> = {
    view: 'A building or layout application: app_data, applicant, plot, building, layout_details, vicinity, …',
    occupancy_show: 'An occupancy application with its deviation (flat, l1_/l2_/l3_ per level) and questions',
    compound_wall_show: 'A compound-wall application with its deviation, vicinity answers and identifier',
    citizen_uploaded_documents: 'The citizen’s documents (media.data), each with a short-lived signed link',
    certificates: 'certificates (name → signed link) and signed_copy_medias',
  };
  return Object.fromEntries(
    Object.entries(summaries).map(([path, summary]) => [
      `/api/v1/applications/{id}/${path}`,
      {
        get: {
          summary,
          security: [{ officerToken: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': { description: summary, content: { 'application/json': { schema: answer } } },
            '401': { description: 'No session' },
            '404': { description: 'No such application in the officer’s jurisdiction' },
          },
        },
      },
    ]),
  );
}
