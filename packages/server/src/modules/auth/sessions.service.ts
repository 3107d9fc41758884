import { isSessionLive, sessionEndsAt, type TSessionLimits } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';
import type { TClient, TSession } from './auth.service';
import {
  findOpenSessionsOfOfficer,
  revokeOtherSessionsOfOfficer,
  revokeSessionsOfOfficer,
} from './sessions.repository';

const SESSION_MESSAGES = {
  notFound: 'Session not found',
  isCurrent: 'This is the session you are using: sign out to end it',
  ended: 'Session ended',
  othersEnded: 'Other sessions ended',
} as const;

/** An officer's own sessions: which are live, and ending the others (a lost phone, a shared computer). */
export function createSessionsService(deps: { db: TDatabase; clock: TClock; limits: TSessionLimits }) {
  const { db, clock, limits } = deps;

  async function auditEnded(session: TSession, endedSessionIds: number[], client: TClient) {
    await appendAuditEvent(db, {
      occurredAt: clock.now(),
      actorKind: 'OFFICER',
      actorOfficerId: session.officer.id,
      actorRole: session.officer.roleName,
      action: 'SESSIONS_ENDED',
      details: { sessionId: session.sessionId, endedSessionIds, ...client },
    });
  }

  return {
    /** The officer's live sessions, newest first; the one making the call says so. */
    async mySessions(session: TSession) {
      const now = clock.now();
      const rows = await findOpenSessionsOfOfficer(db, session.officer.id);
      return rows
        .filter((row) => isSessionLive(row, limits, now))
        .map((row) => ({
          id: String(row.id),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          endsAt: sessionEndsAt(row, limits).toISOString(),
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          isCurrent: row.id === session.sessionId,
        }));
    },

    /** Ends one of the officer's other sessions. Another officer's session reads as not found. */
    async endSession(session: TSession, sessionId: number, client: TClient) {
      if (sessionId === session.sessionId) throw new AppError('BAD_USER_INPUT', SESSION_MESSAGES.isCurrent);
      const ended = await revokeSessionsOfOfficer(db, session.officer.id, [sessionId], clock.now());
      if (ended.length === 0) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
      await auditEnded(session, ended, client);
      return { success: true, message: SESSION_MESSAGES.ended };
    },

    /** Ends every session of the officer but the one making the call. */
    async endOtherSessions(session: TSession, client: TClient) {
      const ended = await revokeOtherSessionsOfOfficer(db, session.officer.id, session.sessionId, clock.now());
      if (ended.length > 0) await auditEnded(session, ended, client);
      return { success: true, message: SESSION_MESSAGES.othersEnded };
    },
  };
}

export type TSessionsService = ReturnType<typeof createSessionsService>;
