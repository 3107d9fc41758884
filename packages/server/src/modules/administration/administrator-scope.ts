import {
  ADMINISTRATION_MESSAGES as MESSAGES,
  ADMINISTRATION_VALUE_MESSAGES as SAY,
  administersPlace,
  indiaDay,
  isAdministratorLevel,
  isAdministratorRole,
  isServerRoleName,
  isUlbRole,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import type { TSignedInOfficer } from '../officer';
import { findAdminOfficer, findUlb, type TOfficerScope } from './administration.repository';

export const officerNotFound = () => new AppError('NOT_FOUND', MESSAGES.officerNotFound);

export type TPostInput = { role: string; ulbId: number | null };

/** Only administrators; FORBIDDEN for every other officer. */
export function requireAdministrator(admin: TSignedInOfficer) {
  if (!isAdministratorLevel(admin.permissionLevel)) {
    throw new AppError('FORBIDDEN', MESSAGES.administratorsOnly);
  }
}

export const scopeOf = (admin: TSignedInOfficer): TOfficerScope =>
  admin.permissionLevel === 'STATE_ADMIN' ? 'STATE' : { ulbId: admin.ulbId, authorityId: admin.authorityId };

/** The officer, when within the administrator's jurisdiction; else as if there were none. */
export async function officerInScope(tx: TDb, clock: TClock, admin: TSignedInOfficer, officerId: number) {
  requireAdministrator(admin);
  const row = await findAdminOfficer(tx, officerId, indiaDay(clock.now()), clock.now());
  if (!row || !administersPlace(admin, row)) throw officerNotFound();
  // A ULB administrator administers no administrator but themself: no one may raise their own rights here.
  if (admin.permissionLevel !== 'STATE_ADMIN' && isAdministratorRole(row.roleName) && row.id !== admin.id) {
    throw officerNotFound();
  }
  return row;
}

export const mayGiveRole = (admin: TSignedInOfficer, role: string) =>
  admin.permissionLevel === 'STATE_ADMIN' || !isAdministratorRole(role);

/** The place of a post, checked: a role the administrator may give, in a ULB within their jurisdiction. */
export async function placeOfPost(tx: TDb, admin: TSignedInOfficer, post: TPostInput) {
  if (!isServerRoleName(post.role))
    throw new AppError('BAD_USER_INPUT', SAY.unknownRoleNamed(post.role), { field: 'role' });
  if (!mayGiveRole(admin, post.role)) {
    throw new AppError('BAD_USER_INPUT', SAY.roleOnlyByState(post.role), {
      field: 'role',
    });
  }
  if (post.ulbId === null) {
    if (isUlbRole(post.role)) throw new AppError('BAD_USER_INPUT', SAY.roleNeedsUlb(post.role), { field: 'ulbId' });
    if (admin.permissionLevel !== 'STATE_ADMIN') {
      throw new AppError('BAD_USER_INPUT', MESSAGES.ulbOutsideJurisdiction, { field: 'ulbId' });
    }
    return { ulbId: null, districtId: null, authorityId: null };
  }
  const ulb = await findUlb(tx, post.ulbId);
  if (!ulb || !administersPlace(admin, { ulbId: ulb.id, authorityId: ulb.authorityId })) {
    throw new AppError('BAD_USER_INPUT', MESSAGES.ulbOutsideJurisdiction, { field: 'ulbId' });
  }
  return { ulbId: ulb.id, districtId: ulb.districtId, authorityId: ulb.authorityId };
}
