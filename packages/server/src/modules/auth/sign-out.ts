import { appendAuditEvent } from '../audit';
import type { TAuthContext } from './auth-context';
import { revokeSession } from './auth.repository';
import type { TClient, TSession } from './auth.service';

export async function signout(auth: TAuthContext, session: TSession, client: TClient) {
  const { db, clock } = auth;
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId, clock.now());
    await appendAuditEvent(tx, {
      occurredAt: clock.now(),
      actorKind: 'OFFICER',
      actorOfficerId: session.officer.id,
      actorRole: session.officer.roleName,
      action: 'SIGNOUT',
      details: { sessionId: session.sessionId, ...client },
    });
  });
  return { success: true, message: 'Signed out' };
}
