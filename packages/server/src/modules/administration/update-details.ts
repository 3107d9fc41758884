import { ADMINISTRATION_VALUE_MESSAGES as SAY } from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { isMobileTaken, updateOfficerRecord } from './administration.repository';
import { officerInScope } from './administrator-scope';
import { audit } from './officer-audit';
import { present } from './present-officer';

export async function updateDetails(
  { db, clock }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
  input: { firstName: string; lastName: string; mobile: string; email: string | null },
) {
  await db.transaction(async (tx) => {
    const before = await officerInScope(tx, clock, admin, officerId);
    if (await isMobileTaken(tx, input.mobile, officerId)) {
      throw new AppError('BAD_USER_INPUT', SAY.mobileTaken(input.mobile), { field: 'mobile' });
    }
    await updateOfficerRecord(tx, officerId, input);
    await audit(tx, clock, admin, 'OFFICER_DETAILS_CHANGED', officerId, {
      before: {
        firstName: before.firstName,
        lastName: before.lastName,
        mobile: before.mobile,
        email: before.email,
      },
      after: input,
    });
  });
  return present(db, clock, officerId);
}
