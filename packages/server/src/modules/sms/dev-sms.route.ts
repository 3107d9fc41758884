import type { FastifyInstance } from 'fastify';
import type { TSmsOutbox } from './sms-sink';

/** GET /api/dev/sms: the latest messages of the outbox, newest first. Registered only outside production. */
export function registerDevSmsRoute(app: FastifyInstance, outbox: TSmsOutbox): void {
  app.get('/api/dev/sms', async () => ({ success: true, message: 'Latest SMS, newest first', data: outbox.latest() }));
}
