import { isSessionLive, liveSessionBounds, sessionTouchBefore } from '@anumati/domain';
import { toSignedInOfficer } from '../officer';
import type { TAuthContext } from './auth-context';
import { revokeSession } from './auth.repository';
import type { TSession } from './auth.service';
import { hashAccessToken } from './secrets';

/**
 * The session behind a bearer token, or null when it is unknown, revoked, idle too long or past its absolute
 * lifetime. The idle timeout counts from the very last request; the request writes its time only when the
 * stored one is a minute old, else this process remembers it (domain SESSION_TOUCH_EVERY_MS, issue 54 §4).
 */
export async function authenticate(auth: TAuthContext, token: string): Promise<TSession | null> {
  const { db, clock, findOfficerBySession, touches } = auth;
  const now = clock.now();
  const limits = { idleTimeoutSeconds: auth.idleTimeoutSeconds, maxAgeSeconds: auth.sessionMaxAgeSeconds };
  // One round trip: read and touch together (issue 17 §3); only a session found ended costs a second one.
  const found = await findOfficerBySession({
    tokenHash: hashAccessToken(token),
    now,
    liveFrom: liveSessionBounds(limits, now),
    touchBefore: sessionTouchBefore(limits, now),
  });
  if (!found || !found.officer.isActive) return null;
  const rememberedAt = touches.latest(found.session.id);
  const lastSeenAt = rememberedAt && rememberedAt > found.session.lastSeenAt ? rememberedAt : found.session.lastSeenAt;
  if (!isSessionLive({ ...found.session, lastSeenAt }, limits, now)) {
    await revokeSession(db, found.session.id, now);
    return null;
  }
  if (!found.touched) touches.remember(found.session.id, now);
  return { sessionId: found.session.id, officer: toSignedInOfficer(found.officer) };
}
