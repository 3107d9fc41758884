import {
  PLATFORM_EVENTS,
  PLATFORM_MESSAGES,
  ZPlatformApplicationSchema,
  ZPlatformCorrectionRequestSchema,
  zDatabaseId,
} from '@anumati/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sendAppError } from '../../http/rest';
import type { TPlatformService } from './platform.service';
import { bearerToken } from '../../http/bearer-token';

const ZEventParams = z.object({ id: zDatabaseId(), event: z.enum(PLATFORM_EVENTS) });

function isKeyCorrect(expected: string, header: string | undefined): boolean {
  const given = bearerToken(header) ?? '';
  const [a, b] = [createHash('sha256').update(expected).digest(), createHash('sha256').update(given).digest()];
  return timingSafeEqual(a, b);
}

/** Bad input: the first problem, with the field it is about. */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return reply.code(400).send({
    success: false,
    message: issue?.message ?? PLATFORM_MESSAGES.invalidInput,
    field: issue?.path.join('.'),
  });
}

/**
 * The citizen platform's service API (its own credential, never an officer's token): it hands over paid
 * applications and the applicant's answers. Answers are { success, message, data } like the spec's REST calls.
 */
export function registerPlatformRoutes(app: FastifyInstance, options: { apiKey: string; platform: TPlatformService }) {
  void app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (!isKeyCorrect(options.apiKey, request.headers.authorization)) {
          return reply.code(401).send({ success: false, message: 'A valid platform key is required' });
        }
      });

      scope.post('/applications', async (request, reply) => {
        const idempotencyKey = request.headers['idempotency-key'];
        if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 8 || idempotencyKey.length > 200) {
          return reply.code(400).send({ success: false, message: PLATFORM_MESSAGES.idempotencyKeyRequired });
        }
        const parsed = ZPlatformApplicationSchema.safeParse(request.body);
        if (!parsed.success) return invalid(reply, parsed.error);
        const requestHash = createHash('sha256').update(JSON.stringify(parsed.data)).digest('hex');
        try {
          const data = await options.platform.submitApplication({ idempotencyKey, requestHash, input: parsed.data });
          return reply.code(201).send({ success: true, message: 'Application received', data });
        } catch (error) {
          return sendAppError(reply, error);
        }
      });

      scope.post('/applications/:id/correction-requests', async (request, reply) => {
        const id = zDatabaseId().safeParse((request.params as { id?: string }).id);
        if (!id.success) return reply.code(404).send({ success: false, message: 'Not found' });
        const parsed = ZPlatformCorrectionRequestSchema.safeParse(request.body);
        if (!parsed.success) return invalid(reply, parsed.error);
        try {
          const data = await options.platform.fileCorrectionRequest(id.data, parsed.data);
          return reply.code(201).send({ success: true, message: 'Correction request received', data });
        } catch (error) {
          return sendAppError(reply, error);
        }
      });

      scope.post('/applications/:id/:event', async (request, reply) => {
        const parsed = ZEventParams.safeParse(request.params);
        if (!parsed.success) return reply.code(404).send({ success: false, message: 'Not found' });
        try {
          const data = await options.platform.recordApplicantEvent(parsed.data.id, parsed.data.event);
          return reply.send({ success: true, message: 'Recorded', data });
        } catch (error) {
          return sendAppError(reply, error);
        }
      });
    },
    { prefix: '/api/platform/v1' },
  );
}

/** The OpenAPI document of the platform API, served at /api/docs. */
export function platformOpenApi() {
  const answer = {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'object' } },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Anumati citizen platform API', version: '1' },
    components: {
      securitySchemes: { platformKey: { type: 'http', scheme: 'bearer', description: 'PLATFORM_API_KEY' } },
    },
    security: [{ platformKey: [] }],
    paths: {
      '/api/platform/v1/applications': {
        post: {
          summary: 'Hand over a paid application; it is routed to the officers of its first step',
          parameters: [
            { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 8 } },
          ],
          requestBody: { content: { 'application/json': { schema: z.toJSONSchema(ZPlatformApplicationSchema) } } },
          responses: {
            '201': {
              description: 'Received (or the first answer to the same key and body)',
              content: { 'application/json': { schema: answer } },
            },
            '400': { description: 'Invalid input: message names the first problem' },
            '401': { description: 'No or wrong platform key' },
            '409': { description: 'The key was used for a different request' },
          },
        },
      },
      '/api/platform/v1/applications/{id}/correction-requests': {
        post: {
          summary: 'File a correction request: which fields, from what to what, with supporting documents',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          requestBody: {
            content: { 'application/json': { schema: z.toJSONSchema(ZPlatformCorrectionRequestSchema) } },
          },
          responses: {
            '201': { description: 'Received; officers verify it', content: { 'application/json': { schema: answer } } },
            '400': { description: 'Invalid input' },
            '404': { description: 'No such application' },
            '409': { description: 'A correction request is already in process' },
          },
        },
      },
      '/api/platform/v1/applications/{id}/{event}': {
        post: {
          summary: 'The applicant answered a shortfall, replied to a show cause, or paid a fee intimation',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
            { name: 'event', in: 'path', required: true, schema: { type: 'string', enum: [...PLATFORM_EVENTS] } },
          ],
          responses: {
            '200': {
              description: 'Recorded; data.status is the new status',
              content: { 'application/json': { schema: answer } },
            },
            '404': { description: 'No such application' },
            '409': { description: 'The application is not waiting for this' },
          },
        },
      },
    },
  };
}
