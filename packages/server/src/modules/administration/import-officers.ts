import {
  ADMINISTRATION_MESSAGES as MESSAGES,
  administersPlace,
  checkImportRows,
  SERVER_ROLE_NAMES,
  type TImportRowIn,
  type TImportRowOut,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import { appendAuditEvents } from '../audit';
import { ensureRoles, type TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { findAllUlbs, findRoleIds, findTakenNames, insertOfficers } from './administration.repository';
import { requireAdministrator } from './administrator-scope';
import { isLineDepartmentRole } from './officer-roles';
import { UNUSABLE_PASSWORD_HASH } from './reset-codes';

/**
 * The import (issue 52 §3): every row checked against the database and the administrator's jurisdiction; nothing
 * written unless every row is valid (and not on a dry run), then one transaction; each new officer gets the
 * reset code by SMS after it commits.
 */
export async function importOfficers(
  { db, clock, importCodes }: TAdministrationContext,
  admin: TSignedInOfficer | null,
  rows: readonly TImportRowIn[],
  dryRun: boolean,
) {
  if (admin) requireAdministrator(admin);
  const checked = await checkRows(db, admin, rows);
  const valid = checked.filter((row) => row.problems.length === 0);
  const report = (imported: number) => ({
    totalRows: rows.length,
    validRows: valid.length,
    imported,
    rows: checked
      .filter((row) => row.problems.length > 0)
      .map((row) => ({ row: row.row, username: row.username, problems: row.problems })),
  });
  if (dryRun || valid.length !== checked.length || rows.length === 0) return report(0);
  const created = await db.transaction(async (tx) => {
    // Checked again in the transaction: a name taken meanwhile refuses the whole file.
    const again = await checkRows(tx, admin, rows);
    if (again.some((row) => row.problems.length > 0)) {
      throw new AppError('CONFLICT', MESSAGES.importChanged);
    }
    await ensureRoles(tx, SERVER_ROLE_NAMES);
    const roleIds = await findRoleIds(tx);
    const ulbById = new Map((await findAllUlbs(tx)).map((ulb) => [ulb.id, ulb]));
    const now = clock.now();
    const values = again.flatMap((row) => {
      if (!row.officer) return [];
      const ulb = row.officer.ulbId === null ? null : ulbById.get(row.officer.ulbId);
      return [
        {
          username: row.officer.username,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          firstName: row.officer.firstName,
          lastName: row.officer.lastName,
          email: row.officer.email,
          mobile: row.officer.mobile,
          roleId: roleIds.get(row.officer.role) ?? 0,
          ulbId: ulb?.id ?? null,
          districtId: ulb?.districtId ?? null,
          authorityId: ulb?.authorityId ?? null,
          lineDepartment:
            row.officer.lineDepartment ?? (isLineDepartmentRole(row.officer.role) ? row.officer.role : null),
          passwordChangedAt: now,
          createdAt: now,
        },
      ];
    });
    const inserted = await insertOfficers(tx, values);
    await appendAuditEvents(
      tx,
      inserted.map((officer) => ({
        occurredAt: now,
        actorKind: admin ? 'OFFICER' : 'SYSTEM',
        actorOfficerId: admin?.id ?? null,
        actorRole: admin?.roleName ?? null,
        action: 'OFFICER_IMPORTED',
        details: {
          officerId: officer.id,
          after: again.find((row) => row.officer?.username === officer.username)?.officer,
        },
      })),
    );
    return inserted;
  });
  // The reset codes go after the answer, one after another (each is the officer's own reset, with its caps
  // and audit): 2,000 of them take a minute, the import itself seconds. A code that fails is logged; the officer
  // asks for one with "Forgot password".
  importCodes.sendAfterAnswer(created.map((officer) => officer.username));
  return report(created.length);
}

async function checkRows(
  tx: TDb,
  admin: TSignedInOfficer | null,
  rows: readonly TImportRowIn[],
): Promise<TImportRowOut[]> {
  const ulbs = await findAllUlbs(tx);
  const taken = await findTakenNames(tx);
  return checkImportRows(rows, {
    ulbs: new Map(
      ulbs.map((ulb) => [
        ulb.name.toLowerCase(),
        {
          id: ulb.id,
          isInScope: admin === null || administersPlace(admin, { ulbId: ulb.id, authorityId: ulb.authorityId }),
        },
      ]),
    ),
    existingUsernames: taken.usernames,
    existingMobiles: taken.mobiles,
    mayGiveAdministratorRoles: admin === null || admin.permissionLevel === 'STATE_ADMIN',
  });
}
