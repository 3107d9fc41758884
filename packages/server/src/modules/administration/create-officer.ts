import { ADMINISTRATION_VALUE_MESSAGES as SAY, type TOfficerRecord } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { insertOfficer, type TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { findTakenNames } from './administration.repository';
import { placeOfPost, requireAdministrator } from './administrator-scope';
import { audit } from './officer-audit';
import { isLineDepartmentRole, roleIdOf } from './officer-roles';
import { present } from './present-officer';
import { UNUSABLE_PASSWORD_HASH } from './reset-codes';

export async function createOfficer(
  { db, clock, auth }: TAdministrationContext,
  admin: TSignedInOfficer,
  input: TOfficerRecord,
) {
  requireAdministrator(admin);
  const officerId = await db.transaction(async (tx) => {
    const place = await placeOfPost(tx, admin, { role: input.role, ulbId: input.ulbId });
    const taken = await findTakenNames(tx);
    if (taken.usernames.has(input.username.toLowerCase())) {
      throw new AppError('BAD_USER_INPUT', SAY.usernameExists(input.username), { field: 'username' });
    }
    if (taken.mobiles.has(input.mobile)) {
      throw new AppError('BAD_USER_INPUT', SAY.mobileTaken(input.mobile), { field: 'mobile' });
    }
    const now = clock.now();
    const id = await insertOfficer(tx, {
      username: input.username,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      mobile: input.mobile,
      roleId: await roleIdOf(tx, input.role),
      ...place,
      lineDepartment: input.lineDepartment ?? (isLineDepartmentRole(input.role) ? input.role : null),
      passwordChangedAt: now,
      createdAt: now,
    });
    await audit(tx, clock, admin, 'OFFICER_CREATED', id, { after: { ...input } });
    return id;
  });
  await auth.resetOfficerPassword(input.username);
  return present(db, clock, officerId);
}
