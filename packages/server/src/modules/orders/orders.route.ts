import { ORDER_MESSAGES } from '@anumati/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { sendAppError } from '../../http/rest';
import type { TOrdersService } from './orders.service';

/**
 * The public check of an order (issue 16 item 5): anyone holding an order — the citizen, a bank — reads whether
 * it was issued, as issued, with its PDF's hash; no sign-in, limited per address like the other public calls.
 */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { orders: TOrdersService; publicRateLimit: onRequestAsyncHookHandler },
) {
  app.get('/api/public/orders/:number', { onRequest: deps.publicRateLimit }, async (request, reply) => {
    try {
      const order = await deps.orders.publicOrder((request.params as { number: string }).number);
      return reply.send({ success: true, message: 'Order found', data: order });
    } catch (error) {
      return sendAppError(reply, error);
    }
  });

  app.get('/api/public/orders/:number/copy-check', { onRequest: deps.publicRateLimit }, async (request, reply) => {
    try {
      const check = await deps.orders.checkCopy({
        number: (request.params as { number: string }).number,
        sha256: (request.query as { sha256?: unknown }).sha256,
      });
      const message = check.isIssuedCopy ? ORDER_MESSAGES.copyMatches : ORDER_MESSAGES.copyDiffers;
      return reply.send({ success: true, message, data: check });
    } catch (error) {
      return sendAppError(reply, error);
    }
  });
}

/** The OpenAPI path of the public check, served at /api/docs. */
export function orderOpenApiPaths() {
  return {
    '/api/public/orders/{number}': {
      get: {
        summary: 'Whether an order was issued, its particulars as printed, the SHA-256 of its PDF and a link to it',
        security: [],
        parameters: [{ name: 'number', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The order is genuine: data holds its particulars' },
          '404': { description: 'No order has this number' },
          '429': { description: 'Too many checks from this address (Retry-After)' },
        },
      },
    },
    '/api/public/orders/{number}/copy-check': {
      get: {
        summary:
          'Whether a copy of an order is the PDF issued: the SHA-256 of the copy (computed by the holder) against the issued one',
        security: [],
        parameters: [
          { name: 'number', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'sha256', in: 'query', required: true, schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } },
        ],
        responses: {
          '200': { description: 'data.isIssuedCopy: true when the copy is the order as issued' },
          '400': { description: 'The SHA-256 is not 64 hexadecimal characters' },
          '404': { description: 'No order has this number' },
          '429': { description: 'Too many checks from this address (Retry-After)' },
        },
      },
    },
  };
}
