import { FEEDBACK_MESSAGES as MESSAGES, ZFeedbackListQuery, ZFeedbackSchema } from '@anumati/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../graphql/app-error';
import { bearerToken } from '../../http/bearer-token';
import { withOfficerSession } from '../../http/rest';
import type { TAuthService } from '../auth/auth.service';
import type { TFeedbackService } from './feedback.service';

const FEEDBACK_PATH = '/api/feedback';
const FEEDBACK_LIST_PATH = '/api/admin/feedback';
const FEEDBACK_HANDLED_PATH = '/api/admin/feedback/:id/handled';

/** A feedback message is at most 2,000 characters: a body past this is no feedback. */
const FEEDBACK_BODY_LIMIT = 16 * 1024;
const ZFeedbackId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The website's feedback (GIGW 3.0, issue 55). POST /api/feedback is open to anyone, limited per address (429 with
 * Retry-After); a signed-in officer's token, when sent and live, names the sender. The list and the handled mark
 * are an administrator's (feedback.service.ts says whose feedback each reads).
 */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { auth: TAuthService; feedback: TFeedbackService; rateLimit: onRequestAsyncHookHandler },
) {
  app.post(FEEDBACK_PATH, { onRequest: deps.rateLimit, bodyLimit: FEEDBACK_BODY_LIMIT }, async (request, reply) => {
    const parsed = ZFeedbackSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send({ success: false, message: issue?.message ?? MESSAGES.messageRequired, field: issue?.path.join('.') });
    }
    const token = bearerToken(request.headers.authorization);
    // A visitor's expired session sends the feedback as a visitor's: feedback is open to everyone.
    const session = token ? await deps.auth.authenticate(token) : null;
    const data = await deps.feedback.submit(parsed.data, session?.officer ?? null);
    return reply.code(201).send({ success: true, message: 'Feedback received', data });
  });

  app.get(
    FEEDBACK_LIST_PATH,
    withOfficerSession(deps.auth, async (request, reply, session) => {
      const query = ZFeedbackListQuery.safeParse(request.query ?? {});
      if (!query.success) throw new AppError('BAD_USER_INPUT', MESSAGES.pageInvalid);
      const data = await deps.feedback.list(session.officer, query.data.page);
      return reply.send({ success: true, message: 'Feedback', data });
    }),
  );

  app.post(
    FEEDBACK_HANDLED_PATH,
    withOfficerSession(deps.auth, async (request, reply, session) => {
      const params = ZFeedbackId.safeParse(request.params);
      if (!params.success) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      await deps.feedback.markHandled(session.officer, params.data.id);
      return reply.send({ success: true, message: 'Feedback marked handled', data: { id: params.data.id } });
    }),
  );
}
