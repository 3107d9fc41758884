import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database';
import { AppError, type TErrorCode } from '../../graphql/app-error';
import type { TClient, TSession } from './auth.service';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';

/**
 * The refusals worth a trace: FORBIDDEN, and NOT_FOUND, which is also what the jurisdiction guard answers for a
 * file of another jurisdiction (access/application-access.ts), so the client cannot tell the two apart but the
 * trail keeps both.
 */
const AUDITED_REFUSALS: readonly TErrorCode[] = ['FORBIDDEN', 'NOT_FOUND'];

const INT4_MAX = 2_147_483_647;

type TRefusedWrite = {
  session: TSession;
  /** `Mutation.<field>` or `<METHOD> <route>`. */
  operation: string;
  error: unknown;
  client: TClient;
  /** The identifiers the call named (its `…Id` arguments or route parameters), never other input. */
  target: Record<string, unknown>;
};

export type TRefusedWrites = { record: (write: TRefusedWrite) => Promise<void> };

/** Identifier-like arguments only: a refused call's other input may hold a password or a citizen's data. */
function identifiersOf(target: Record<string, unknown>): Record<string, string> {
  const identifiers: Record<string, string> = {};
  for (const [name, value] of Object.entries(target)) {
    if (!/^(id|.*Id|.*_id)$/.test(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') identifiers[name] = String(value).slice(0, 64);
  }
  return identifiers;
}

/**
 * Audits a signed-in officer's write that was refused (issue 15 item 7). Only signed-in officers' writes: an
 * anonymous caller is stopped before any of this (UNAUTHENTICATED) and leaves no row, so a flood of them cannot
 * grow the trail. The event is written on its own, as the refused change's transaction was rolled back; a failure
 * to write it is logged and does not change the officer's answer.
 */
export function createRefusedWrites(deps: { db: TDatabase; clock: TClock; log: FastifyBaseLogger }): TRefusedWrites {
  const { db, clock, log } = deps;
  return {
    async record(write) {
      if (!(write.error instanceof AppError) || !AUDITED_REFUSALS.includes(write.error.code)) return;
      const target = identifiersOf(write.target);
      const applicationId = Number(target.applicationId ?? target.application_id);
      const { officer } = write.session;
      try {
        await appendAuditEvent(db, {
          occurredAt: clock.now(),
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId:
            Number.isInteger(applicationId) && applicationId > 0 && applicationId <= INT4_MAX ? applicationId : null,
          action: 'WRITE_REFUSED',
          remark: write.error.message,
          details: {
            operation: write.operation,
            code: write.error.code,
            target,
            sessionId: write.session.sessionId,
            ipAddress: write.client.ipAddress,
            userAgent: write.client.userAgent,
          },
        });
      } catch (error) {
        log.error({ err: error, operation: write.operation }, 'could not audit a refused write');
      }
    },
  };
}
