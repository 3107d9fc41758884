import { indiaDay, isAdministratorRole, SERVER_ROLE_NAMES, type TOfficerState } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import type { TAdministrationContext } from './administration-context';
import { findAdminOfficers, findOfficerChanges, findUlbsForScope } from './administration.repository';
import { mayGiveRole, officerInScope, requireAdministrator, scopeOf } from './administrator-scope';
import { OFFICER_ADMIN_ACTIONS } from './officer-audit';
import { present, presentAll } from './present-officer';

export async function officers(
  { db, clock }: TAdministrationContext,
  admin: TSignedInOfficer,
  query: {
    search: string | null;
    role: string | null;
    ulbId: number | null;
    state: TOfficerState | null;
    page: number;
    perPage: number;
  },
) {
  requireAdministrator(admin);
  const { total, records } = await findAdminOfficers(db, {
    scope: scopeOf(admin),
    search: query.search,
    roleName: query.role,
    ulbId: query.ulbId,
    state: query.state,
    day: indiaDay(clock.now()),
    now: clock.now(),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const visible = records.filter(
    (row) => admin.permissionLevel === 'STATE_ADMIN' || !isAdministratorRole(row.roleName) || row.id === admin.id,
  );
  return {
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / query.perPage)),
    records: await presentAll(db, clock, visible),
  };
}

export async function officer({ db, clock }: TAdministrationContext, admin: TSignedInOfficer, officerId: number) {
  await officerInScope(db, clock, admin, officerId);
  return present(db, clock, officerId);
}

export function roles(admin: TSignedInOfficer): string[] {
  requireAdministrator(admin);
  return SERVER_ROLE_NAMES.filter((role) => mayGiveRole(admin, role));
}

export async function jurisdictions({ db }: TAdministrationContext, admin: TSignedInOfficer) {
  requireAdministrator(admin);
  return findUlbsForScope(db, scopeOf(admin));
}

export async function officerChanges(
  { db, clock }: TAdministrationContext,
  admin: TSignedInOfficer,
  officerId: number,
) {
  await officerInScope(db, clock, admin, officerId);
  const rows = await findOfficerChanges(db, officerId, OFFICER_ADMIN_ACTIONS);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    byUsername: row.byUsername ?? 'system',
    action: row.action,
    reason: row.remark,
    before: row.details.before === undefined ? null : JSON.stringify(row.details.before),
    after: row.details.after === undefined ? null : JSON.stringify(row.details.after),
  }));
}
