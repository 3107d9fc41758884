import type { TDb } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import type { TActor } from '../workflow';

/** The audit actions of officer administration (officerChanges reads them). */
export const OFFICER_ADMIN_ACTIONS = [
  'OFFICER_CREATED',
  'OFFICER_IMPORTED',
  'OFFICER_DETAILS_CHANGED',
  'OFFICER_TRANSFERRED',
  'OFFICER_DEACTIVATED',
  'OFFICER_REACTIVATED',
  'OFFICER_LEAVE_RECORDED',
  'OFFICER_LEAVE_CANCELLED',
  'OFFICER_CHARGE_ASSIGNED',
  'OFFICER_CHARGE_ENDED',
  'OFFICER_UNLOCKED',
  'OFFICER_SESSIONS_ENDED',
  'OFFICER_PASSWORD_RESET_FORCED',
] as const;
type TAdminAction = (typeof OFFICER_ADMIN_ACTIONS)[number];

export async function audit(
  tx: TDb,
  clock: TClock,
  admin: TSignedInOfficer,
  action: TAdminAction,
  officerId: number,
  details: { reason?: string | null; before?: unknown; after?: unknown; [key: string]: unknown },
) {
  await appendAuditEvent(tx, {
    occurredAt: clock.now(),
    actorKind: 'OFFICER',
    actorOfficerId: admin.id,
    actorRole: admin.roleName,
    action,
    remark: details.reason ?? null,
    details: { officerId, ...details },
  });
}

export const actorOf = (admin: TSignedInOfficer): TActor => ({
  kind: 'OFFICER',
  officerId: admin.id,
  roleName: admin.roleName,
});
