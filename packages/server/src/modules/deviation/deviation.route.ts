import { DEVIATION_MESSAGES, zDatabaseId } from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth';
import type { TDeviationService } from './deviation.service';

const ZId = zDatabaseId();

/**
 * PUT deviations/{id} (spec 3 §7), with the officers' REST calls under /api/v1. Decision: {id} is the
 * application's id — one deviation per application, and the screens know the application.
 */
export function registerDeviationRoutes(
  app: FastifyInstance,
  services: { auth: TAuthService; deviation: TDeviationService },
) {
  app.put(
    '/api/v1/deviations/:id',
    withOfficerSession(services.auth, async (request, reply, session) => {
      const id = ZId.safeParse((request.params as { id?: string }).id);
      if (!id.success) return reply.code(404).send({ success: false, message: 'Application not found' });
      const data = await services.deviation.updateDeviation(session.officer, id.data, request.body);
      return reply.send({ success: true, message: DEVIATION_MESSAGES.submitted, data });
    }),
  );
}

/** The OpenAPI path of the deviation update, served with the others at /api/docs. */
export function deviationOpenApiPaths() {
  return {
    '/api/v1/deviations/{id}': {
      put: {
        summary: 'An officer records their level of the deviation table (l1_, l2_ or l3_ fields) of an occupancy file',
        security: [{ officerToken: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': { description: 'Stored: the level, its compounding fee and the flags' },
          '400': { description: "Bad entries: 'required', 'cannot be less than old fee', or not numbers" },
          '401': { description: 'No session' },
          '404': { description: 'No such application in the officer’s jurisdiction, or no deviation' },
          '403': { description: 'Not the officer’s level, or not an occupancy file' },
        },
      },
    },
  };
}
