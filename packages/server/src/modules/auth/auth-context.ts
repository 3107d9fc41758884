import { AUTH_MESSAGES } from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';
import { findOfficerByUsername, type prepareFindOfficerBySession, type TOfficerRecord } from '../officer';
import type { TAuthDeps, TClient, TSignInClient } from './auth.service';
import type { createDeviceTokens } from './device-token';
import type { createSessionTouches } from './session-touches';
import type { TAttempt, TSignInGuard } from './sign-in-guard';

/**
 * What the service's use cases take (each is a file of its own): its dependencies, and what createAuthService
 * made of them for this instance: the guard, the device tokens, the prepared session lookup and the remembered
 * last-seen times.
 */
export type TAuthContext = TAuthDeps & {
  guard: TSignInGuard;
  deviceTokens: ReturnType<typeof createDeviceTokens>;
  findOfficerBySession: ReturnType<typeof prepareFindOfficerBySession>;
  touches: ReturnType<typeof createSessionTouches>;
};

/** How long after the password check a code may be resent or entered. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

export type TOfficer = NonNullable<TOfficerRecord>;

export const blockedError = () => new AppError('BLOCKED', AUTH_MESSAGES.blocked);

/** Who attempts: the username, from one of its officer's known devices or not. */
export const attemptOf = (auth: TAuthContext, username: string, client: TSignInClient): TAttempt => ({
  username,
  deviceId: auth.deviceTokens.knownDevice(client.deviceCookie, username, auth.clock.now()),
});

export async function activeOfficer(db: TDatabase, username: string): Promise<TOfficer | null> {
  const officer = await findOfficerByUsername(db, username);
  return officer?.isActive ? officer : null;
}

/**
 * A failed sign-in or reset step, with where it came from (issue 51 §2): an officer's as the officer's event, an
 * unknown username's as the system's, naming the username tried.
 */
export async function auditFailure(
  tx: TDb,
  clock: TClock,
  failure: { officer: TOfficer | null; attempt: TAttempt; client: TClient; action: string },
  details: Record<string, unknown> = {},
) {
  const { officer, attempt, client } = failure;
  await appendAuditEvent(tx, {
    occurredAt: clock.now(),
    actorKind: officer ? 'OFFICER' : 'SYSTEM',
    actorOfficerId: officer?.id ?? null,
    actorRole: officer?.roleName ?? null,
    action: failure.action,
    details: {
      ...(officer ? {} : { username: attempt.username }),
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
      device: attempt.deviceId === null ? 'UNKNOWN' : 'KNOWN',
      ...details,
    },
  });
}

export async function audit(
  tx: TDb,
  clock: TClock,
  officer: TOfficer,
  action: string,
  details: Record<string, unknown> = {},
) {
  await appendAuditEvent(tx, {
    occurredAt: clock.now(),
    actorKind: 'OFFICER',
    actorOfficerId: officer.id,
    actorRole: officer.roleName,
    action,
    details,
  });
}
