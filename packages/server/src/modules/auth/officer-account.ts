import { AUTH_MESSAGES, isServerRoleName, SERVER_ROLE_NAMES, ZNewPasswordSchema } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { seedJurisdictions } from '../../seed/jurisdiction-seed';
import { appendAuditEvent } from '../audit';
import { hashPassword } from './password';
import { isPublishedPassword } from './published-passwords';
import {
  ensureRoles,
  findOfficerByUsername,
  findRoleIdByName,
  findUlbByName,
  hasJurisdictions,
  insertOfficer,
} from '../officer';

export type TNewOfficerAccount = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  role: string;
  ulbName?: string | undefined;
  email?: string | undefined;
};

/**
 * Creates an officer from the operator's command line: the way the first officer of a production database comes
 * to exist, since production never loads the demo officers (issue 13). On a database without reference data it
 * first loads the state's jurisdictions and the server roles, which are public facts, not demo data.
 * Throws an Error whose message tells the operator what to fix; nothing is written then.
 */
export async function createOfficerAccount(db: TDatabase, account: TNewOfficerAccount, now: Date): Promise<number> {
  if (!isServerRoleName(account.role)) {
    throw new Error(`Unknown role "${account.role}": one of ${SERVER_ROLE_NAMES.join(', ')}`);
  }
  const password = ZNewPasswordSchema.safeParse(account.password);
  if (!password.success) throw new Error(password.error.issues.map((issue) => issue.message).join('; '));
  if (isPublishedPassword(account.password)) throw new Error(AUTH_MESSAGES.publishedPassword);
  if (!/^\d{10}$/.test(account.mobile)) throw new Error('The mobile number must have 10 digits');
  const username = account.username.trim();
  if (username.length === 0) throw new Error('A username is required');
  const passwordHash = await hashPassword(account.password);

  return db.transaction(async (tx) => {
    if (!(await hasJurisdictions(tx))) await seedJurisdictions(tx);
    await ensureRoles(tx, SERVER_ROLE_NAMES);
    if (await findOfficerByUsername(tx, username)) throw new Error(`An officer named ${username} already exists`);
    const roleId = await findRoleIdByName(tx, account.role);
    if (roleId === null) throw new Error(`Role ${account.role} is missing`);
    const ulb = account.ulbName ? await findUlbByName(tx, account.ulbName) : null;
    if (account.ulbName && !ulb) throw new Error(`Unknown ULB "${account.ulbName}"`);
    const officerId = await insertOfficer(tx, {
      username,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email ?? null,
      mobile: account.mobile,
      roleId,
      ulbId: ulb?.id ?? null,
      districtId: ulb?.districtId ?? null,
      authorityId: ulb?.authorityId ?? null,
      passwordChangedAt: now,
      createdAt: now,
    });
    await appendAuditEvent(tx, {
      occurredAt: now,
      actorKind: 'SYSTEM',
      action: 'OFFICER_CREATED_BY_OPERATOR',
      details: { officerId, username, role: account.role },
    });
    return officerId;
  });
}
