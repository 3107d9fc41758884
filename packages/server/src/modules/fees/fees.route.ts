import { ZFeeCalculatorQuerySchema, zDatabaseId } from '@anumati/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth';
import type { TFeesService } from './fees.service';

const ZId = zDatabaseId();

/**
 * The spec's fee REST calls (spec 3 §7), under /api: GET fee_details/{id} for signed-in officers, and the fee
 * calculator, open to everyone (spec 1 §2.1: /fee-calculator needs no sign-in).
 */
export function registerFeeRoutes(
  app: FastifyInstance,
  services: { auth: TAuthService; fees: TFeesService; publicRateLimit: onRequestAsyncHookHandler },
) {
  app.get(
    '/api/fee_details/:id',
    withOfficerSession(services.auth, async (request, reply, session) => {
      const id = ZId.safeParse((request.params as { id?: string }).id);
      if (!id.success) return reply.code(404).send({ success: false, message: 'Application not found' });
      const data = await services.fees.feeDetails(session.officer, id.data);
      return reply.send({ success: true, message: 'Fee details', data });
    }),
  );

  // Anyone may call it, so it is limited per address (429 with Retry-After).
  app.get(
    '/api/fee_calculator/get_total_fee_breakup',
    { onRequest: services.publicRateLimit },
    async (request, reply) => {
      const parsed = ZFeeCalculatorQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply
          .code(400)
          .send({ success: false, message: issue?.message ?? 'Invalid input', field: issue?.path.join('.') });
      }
      return reply.send({ success: true, message: 'Fee calculated', data: services.fees.calculate(parsed.data) });
    },
  );
}

/** The OpenAPI paths of the fee calls, served with the platform's at /api/docs. */
export function feeOpenApiPaths() {
  const answer = {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'object' } },
  };
  return {
    '/api/fee_details/{id}': {
      get: {
        summary: 'The system fee, the certified fee, the status and approval_for of an application',
        security: [{ officerToken: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': { description: 'Fee details', content: { 'application/json': { schema: answer } } },
          '401': { description: 'No session' },
          '404': { description: 'No such application in the officer’s jurisdiction' },
          '403': { description: 'Fee details are not shown to this role' },
        },
      },
    },
    '/api/fee_calculator/get_total_fee_breakup': {
      get: {
        summary: 'The public fee calculator: the total fee and the heads above 0',
        security: [],
        parameters: Object.keys(ZFeeCalculatorQuerySchema.shape).map((name) => ({
          name,
          in: 'query',
          required: name !== 'ghmc_zone_area',
          schema: { type: 'string' },
        })),
        responses: {
          '200': { description: 'total_fee and fee_breakup', content: { 'application/json': { schema: answer } } },
          '400': { description: 'Invalid input: message names the first problem' },
        },
      },
    },
  };
}
