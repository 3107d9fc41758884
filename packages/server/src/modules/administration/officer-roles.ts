import { isServerRoleName, permissionLevelOf, SERVER_ROLE_NAMES } from '@anumati/domain';
import type { TDb } from '../../db/database';
import { ensureRoles } from '../officer';
import { findRoleIds } from './administration.repository';

export async function roleIdOf(tx: TDb, role: string) {
  await ensureRoles(tx, SERVER_ROLE_NAMES);
  const id = (await findRoleIds(tx)).get(role);
  if (id === undefined) throw new Error(`role ${role} missing`);
  return id;
}

export function isLineDepartmentRole(role: string): boolean {
  return isServerRoleName(role) && permissionLevelOf(role, null) === 'LINE_DEPARTMENT';
}
