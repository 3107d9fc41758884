import { indiaDay, type TOfficerState } from '@anumati/domain';
import type { TDb } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { findAdminOfficer, findChargesHeldBy, findLeavesOf, type TAdminOfficerRow } from './administration.repository';
import { officerNotFound } from './administrator-scope';

export type TAdminOfficer = TAdminOfficerRow & {
  state: TOfficerState;
  leaves: Awaited<ReturnType<typeof findLeavesOf>>;
  charges: Awaited<ReturnType<typeof findChargesHeldBy>>;
};

/** The officer as the console shows them, with leave and charges from today on. */
export async function present(tx: TDb, clock: TClock, officerId: number) {
  const row = await findAdminOfficer(tx, officerId, indiaDay(clock.now()), clock.now());
  if (!row) throw officerNotFound();
  return (await presentAll(tx, clock, [row]))[0] as TAdminOfficer;
}

export async function presentAll(tx: TDb, clock: TClock, rows: TAdminOfficerRow[]): Promise<TAdminOfficer[]> {
  const ids = rows.map((row) => row.id);
  const day = indiaDay(clock.now());
  const leaves = await findLeavesOf(tx, ids, day);
  const charges = await findChargesHeldBy(tx, ids, day);
  return rows.map((row) => ({
    ...row,
    state: (!row.isActive
      ? 'INACTIVE'
      : row.isBlocked
        ? 'BLOCKED'
        : row.isOnLeave
          ? 'ON_LEAVE'
          : 'ACTIVE') as TOfficerState,
    leaves: leaves.filter((leave) => leave.officerId === row.id),
    charges: charges.filter((charge) => charge.holderId === row.id),
  }));
}
