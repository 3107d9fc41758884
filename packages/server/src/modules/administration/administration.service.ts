import {
  ADMINISTRATION_MESSAGES as MESSAGES,
  ADMINISTRATION_VALUE_MESSAGES as SAY,
  actorsFor,
  administersPlace,
  checkImportRows,
  indiaDay,
  isAdministratorLevel,
  isAdministratorRole,
  isServerRoleName,
  isUlbRole,
  levelOfPost,
  mayHoldChargeOf,
  permissionLevelOf,
  processKindOf,
  PROCESS_DEFINITIONS,
  roleForLevel,
  SERVER_ROLE_NAMES,
  staffingGaps,
  staffingNeeds,
  STAGE_DEFINITIONS,
  type TImportRowIn,
  type TImportRowOut,
  type TOfficerState,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent, appendAuditEvents } from '../audit';
import { revokeOfficerSessions, type TSignInGuard } from '../auth';
import { ensureRoles, insertOfficer, type TSignedInOfficer } from '../officer';
import type { TActor, TWorkflowService } from '../workflow';
import {
  endChargesOfLeave,
  findAdminOfficer,
  findAdminOfficers,
  findAllUlbs,
  findCharge,
  findChargesHeldBy,
  findLeave,
  findLeavesOf,
  findOfficerChanges,
  findOpenFilesOfUlbs,
  findOpenLeaveHandOvers,
  markLeaveHandOversReturned,
  closeLeaveHandOversOf,
  findOverlappingLeave,
  findRoleIds,
  findTakenNames,
  findUlb,
  findUlbsForScope,
  findActingPosts,
  insertCharge,
  insertLeave,
  insertLeaveHandOvers,
  insertOfficers,
  isMobileTaken,
  updateCharge,
  updateLeave,
  updateOfficerRecord,
  type TAdminOfficerRow,
  type TOfficerScope,
} from './administration.repository';

/**
 * A password hash no password matches (argon2 cannot read it): a new officer signs in only after setting a password
 * through the reset code the administrator's creation sends (issue 52 §2; no password is typed by anybody else).
 */
export const UNUSABLE_PASSWORD_HASH = 'unset:the officer sets a password with the reset code';

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

const notFound = () => new AppError('NOT_FOUND', MESSAGES.officerNotFound);

export type TOfficerInput = {
  username: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string | null;
  role: string;
  ulbId: number | null;
  lineDepartment: string | null;
};
export type TPostInput = { role: string; ulbId: number | null };

export function createAdministrationService(deps: {
  db: TDatabase;
  clock: TClock;
  workflow: TWorkflowService;
  /** The officer's own reset (auth.service resetOfficerPassword): its code by SMS, with its caps and audit. */
  auth: { resetOfficerPassword: (username: string) => Promise<unknown> };
  guard: Pick<TSignInGuard, 'unlock'>;
  /** Where a reset code that could not be sent after an import is reported (the server's logger). */
  logger?: { error: (details: Record<string, unknown>, message: string) => void };
}) {
  const { db, clock, workflow } = deps;
  const today = () => indiaDay(clock.now());

  /** Only administrators; FORBIDDEN for every other officer. */
  function requireAdministrator(admin: TSignedInOfficer) {
    if (!isAdministratorLevel(admin.permissionLevel)) {
      throw new AppError('FORBIDDEN', MESSAGES.administratorsOnly);
    }
  }
  const scopeOf = (admin: TSignedInOfficer): TOfficerScope =>
    admin.permissionLevel === 'STATE_ADMIN' ? 'STATE' : { ulbId: admin.ulbId, authorityId: admin.authorityId };

  /** The officer, when within the administrator's jurisdiction; else as if there were none. */
  async function officerInScope(tx: TDb, admin: TSignedInOfficer, officerId: number) {
    requireAdministrator(admin);
    const row = await findAdminOfficer(tx, officerId, today(), clock.now());
    if (!row || !administersPlace(admin, row)) throw notFound();
    // A ULB administrator administers no administrator but themself: no one may raise their own rights here.
    if (admin.permissionLevel !== 'STATE_ADMIN' && isAdministratorRole(row.roleName) && row.id !== admin.id) {
      throw notFound();
    }
    return row;
  }

  /** The place of a post, checked: a role the administrator may give, in a ULB within their jurisdiction. */
  async function placeOfPost(tx: TDb, admin: TSignedInOfficer, post: TPostInput) {
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

  const mayGiveRole = (admin: TSignedInOfficer, role: string) =>
    admin.permissionLevel === 'STATE_ADMIN' || !isAdministratorRole(role);

  async function roleIdOf(tx: TDb, role: string) {
    await ensureRoles(tx, SERVER_ROLE_NAMES);
    const id = (await findRoleIds(tx)).get(role);
    if (id === undefined) throw new Error(`role ${role} missing`);
    return id;
  }

  async function audit(
    tx: TDb,
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

  const actorOf = (admin: TSignedInOfficer): TActor => ({
    kind: 'OFFICER',
    officerId: admin.id,
    roleName: admin.roleName,
  });

  /** The officer as the console shows them, with leave and charges from today on. */
  async function present(tx: TDb, officerId: number) {
    const row = await findAdminOfficer(tx, officerId, today(), clock.now());
    if (!row) throw notFound();
    return (await presentAll(tx, [row]))[0] as TAdminOfficer;
  }

  async function presentAll(tx: TDb, rows: TAdminOfficerRow[]): Promise<TAdminOfficer[]> {
    const ids = rows.map((row) => row.id);
    const day = today();
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

  async function sendResetCode(username: string) {
    await deps.auth.resetOfficerPassword(username);
  }

  /** The reset codes of an import, sent in the background; the promise of the latest import's (for tests). */
  let lastCodes: Promise<void> = Promise.resolve();
  async function sendCodes(usernames: readonly string[]) {
    for (const username of usernames) {
      try {
        await sendResetCode(username);
      } catch (error) {
        (
          deps.logger ?? {
            error: (details: Record<string, unknown>, message: string) => console.error(message, details),
          }
        ).error(
          { username, error: error instanceof Error ? error.message : String(error) },
          'reset code after an import not sent',
        );
      }
    }
  }

  return {
    requireAdministrator,

    /** Resolves when the reset codes of the latest import have been sent (tests and the command line wait on it). */
    codesSent: () => lastCodes,

    async officers(
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
        day: today(),
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
        records: await presentAll(db, visible),
      };
    },

    async officer(admin: TSignedInOfficer, officerId: number) {
      await officerInScope(db, admin, officerId);
      return present(db, officerId);
    },

    roles(admin: TSignedInOfficer): string[] {
      requireAdministrator(admin);
      return SERVER_ROLE_NAMES.filter((role) => mayGiveRole(admin, role));
    },

    async jurisdictions(admin: TSignedInOfficer) {
      requireAdministrator(admin);
      return findUlbsForScope(db, scopeOf(admin));
    },

    async createOfficer(admin: TSignedInOfficer, input: TOfficerInput) {
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
        await audit(tx, admin, 'OFFICER_CREATED', id, { after: { ...input } });
        return id;
      });
      await sendResetCode(input.username);
      return present(db, officerId);
    },

    async updateDetails(
      admin: TSignedInOfficer,
      officerId: number,
      input: { firstName: string; lastName: string; mobile: string; email: string | null },
    ) {
      await db.transaction(async (tx) => {
        const before = await officerInScope(tx, admin, officerId);
        if (await isMobileTaken(tx, input.mobile, officerId)) {
          throw new AppError('BAD_USER_INPUT', SAY.mobileTaken(input.mobile), { field: 'mobile' });
        }
        await updateOfficerRecord(tx, officerId, input);
        await audit(tx, admin, 'OFFICER_DETAILS_CHANGED', officerId, {
          before: {
            firstName: before.firstName,
            lastName: before.lastName,
            mobile: before.mobile,
            email: before.email,
          },
          after: input,
        });
      });
      return present(db, officerId);
    },

    async handOverPreview(admin: TSignedInOfficer, officerId: number, post: TPostInput | null) {
      const preview = await db.transaction(async (tx) => {
        await officerInScope(tx, admin, officerId);
        if (post) await placeOfPost(tx, admin, post);
        return workflow.handOverPreview(tx, { officerId });
      });
      return preview;
    },

    async transfer(admin: TSignedInOfficer, officerId: number, post: TPostInput, reason: string) {
      await db.transaction(async (tx) => {
        const before = await officerInScope(tx, admin, officerId);
        if (!before.isActive) throw new AppError('CONFLICT', MESSAGES.deactivatedNotTransferred);
        const place = await placeOfPost(tx, admin, post);
        if (before.roleName === post.role && before.ulbId === place.ulbId) {
          throw new AppError('BAD_USER_INPUT', MESSAGES.alreadyHoldsPost);
        }
        await workflow.handOverTurns(tx, {
          officerId,
          reason: `Transfer: ${reason}`,
          effectiveAt: clock.now(),
          actor: actorOf(admin),
        });
        // Turns a leave moved do not come back to an officer who holds another post now.
        await closeLeaveHandOversOf(tx, officerId, clock.now());
        await updateOfficerRecord(tx, officerId, {
          roleId: await roleIdOf(tx, post.role),
          ...place,
          lineDepartment: isLineDepartmentRole(post.role) ? post.role : null,
        });
        await audit(tx, admin, 'OFFICER_TRANSFERRED', officerId, {
          reason,
          before: { role: before.roleName, ulbId: before.ulbId, ulb: before.ulbName },
          after: { role: post.role, ulbId: place.ulbId },
        });
      });
      return present(db, officerId);
    },

    async deactivate(admin: TSignedInOfficer, officerId: number, reason: string) {
      await db.transaction(async (tx) => {
        const before = await officerInScope(tx, admin, officerId);
        if (officerId === admin.id) throw new AppError('BAD_USER_INPUT', MESSAGES.cannotDeactivateSelf);
        if (!before.isActive) throw new AppError('CONFLICT', MESSAGES.alreadyDeactivated);
        const now = clock.now();
        await workflow.handOverTurns(tx, {
          officerId,
          reason: `Deactivation: ${reason}`,
          effectiveAt: now,
          actor: actorOf(admin),
        });
        await updateOfficerRecord(tx, officerId, { isActive: false, deactivatedAt: now, deactivationReason: reason });
        await revokeOfficerSessions(tx, officerId, now);
        await audit(tx, admin, 'OFFICER_DEACTIVATED', officerId, {
          reason,
          before: { isActive: true },
          after: { isActive: false, deactivationReason: reason },
        });
      });
      return present(db, officerId);
    },

    async reactivate(admin: TSignedInOfficer, officerId: number, reason: string) {
      await db.transaction(async (tx) => {
        const before = await officerInScope(tx, admin, officerId);
        if (before.isActive) throw new AppError('CONFLICT', MESSAGES.isActive);
        await updateOfficerRecord(tx, officerId, { isActive: true, deactivatedAt: null, deactivationReason: null });
        await audit(tx, admin, 'OFFICER_REACTIVATED', officerId, {
          reason,
          before: { isActive: false, deactivationReason: before.deactivationReason },
          after: { isActive: true },
        });
      });
      return present(db, officerId);
    },

    async recordLeave(
      admin: TSignedInOfficer,
      input: { officerId: number; fromDate: string; toDate: string; reason: string; chargeHolderId: number | null },
    ) {
      const leaveId = await db.transaction(async (tx) => {
        const officer = await officerInScope(tx, admin, input.officerId);
        if (!officer.isActive) throw new AppError('CONFLICT', MESSAGES.isDeactivated);
        if (input.toDate < today()) throw new AppError('BAD_USER_INPUT', MESSAGES.leaveEnded, { field: 'toDate' });
        if (await findOverlappingLeave(tx, input.officerId, input.fromDate, input.toDate)) {
          throw new AppError('CONFLICT', MESSAGES.leaveOverlaps);
        }
        if (input.chargeHolderId !== null) {
          const holder = await officerInScope(tx, admin, input.chargeHolderId);
          if (holder.id === officer.id) throw new AppError('BAD_USER_INPUT', MESSAGES.ownCharge);
          if (!holder.isActive) throw new AppError('BAD_USER_INPUT', MESSAGES.holderDeactivated);
          if (
            !mayHoldChargeOf(levelOfPost(holder, holder.authorityCode), levelOfPost(officer, officer.authorityCode))
          ) {
            throw new AppError('BAD_USER_INPUT', MESSAGES.holderOfAnotherCadre, { field: 'chargeHolderId' });
          }
          if (await findOverlappingLeave(tx, holder.id, input.fromDate, input.toDate)) {
            throw new AppError('BAD_USER_INPUT', MESSAGES.holderOnLeave);
          }
        }
        const now = clock.now();
        const leave = await insertLeave(tx, {
          officerId: input.officerId,
          fromDate: input.fromDate,
          toDate: input.toDate,
          reason: input.reason,
          chargeHolderId: input.chargeHolderId,
          createdByOfficerId: admin.id,
          createdAt: now,
        });
        if (input.chargeHolderId !== null) {
          await insertCharge(tx, {
            holderId: input.chargeHolderId,
            roleId: await roleIdOf(tx, officer.roleName),
            ulbId: officer.ulbId,
            districtId: officer.districtId,
            authorityId: officer.authorityId,
            fromDate: input.fromDate,
            toDate: input.toDate,
            reason: `Leave of ${officer.username}: ${input.reason}`,
            leaveId: leave.id,
            createdByOfficerId: admin.id,
            createdAt: now,
          });
        }
        await audit(tx, admin, 'OFFICER_LEAVE_RECORDED', input.officerId, {
          reason: input.reason,
          after: { fromDate: input.fromDate, toDate: input.toDate, chargeHolderId: input.chargeHolderId },
        });
        // A leave that starts today hands the turns over at once; a later one at its first day (the sweep).
        if (input.fromDate <= today()) await handOverForLeave(tx, workflow, leave, clock.now(), actorOf(admin));
        return leave.id;
      });
      return (await findLeavesOf(db, [input.officerId], '1900-01-01')).find((leave) => leave.id === leaveId);
    },

    async cancelLeave(admin: TSignedInOfficer, leaveId: number, reason: string) {
      await db.transaction(async (tx) => {
        const leave = await findLeave(tx, leaveId);
        if (!leave || leave.cancelledAt !== null) throw new AppError('NOT_FOUND', MESSAGES.leaveNotFound);
        await officerInScope(tx, admin, leave.officerId);
        const now = clock.now();
        await updateLeave(tx, leaveId, { cancelledAt: now });
        await endChargesOfLeave(tx, leaveId, now);
        await audit(tx, admin, 'OFFICER_LEAVE_CANCELLED', leave.officerId, {
          reason,
          before: { fromDate: leave.fromDate, toDate: leave.toDate },
        });
        // Turns handed over for it come back at once.
        if (leave.handedOverAt !== null) await handBackLeaveTurns(tx, workflow, leave, clock.now(), actorOf(admin));
      });
      return true;
    },

    async assignCharge(
      admin: TSignedInOfficer,
      input: { holderId: number; post: TPostInput; fromDate: string; toDate: string; reason: string },
    ) {
      const chargeId = await db.transaction(async (tx) => {
        const holder = await officerInScope(tx, admin, input.holderId);
        if (!holder.isActive) throw new AppError('BAD_USER_INPUT', MESSAGES.isDeactivated);
        if (isAdministratorRole(input.post.role)) {
          throw new AppError('BAD_USER_INPUT', MESSAGES.administratorPostNotACharge, { field: 'role' });
        }
        const place = await placeOfPost(tx, admin, input.post);
        if (holder.roleName === input.post.role && holder.ulbId === place.ulbId) {
          throw new AppError('BAD_USER_INPUT', MESSAGES.alreadyHoldsPost);
        }
        if (
          !mayHoldChargeOf(levelOfPost(holder, holder.authorityCode), levelOfPost({ roleName: input.post.role }, null))
        ) {
          throw new AppError('BAD_USER_INPUT', MESSAGES.holderOfAnotherCadre, { field: 'role' });
        }
        if (input.toDate < today()) throw new AppError('BAD_USER_INPUT', MESSAGES.chargeEnded, { field: 'toDate' });
        const charge = await insertCharge(tx, {
          holderId: input.holderId,
          roleId: await roleIdOf(tx, input.post.role),
          ...place,
          fromDate: input.fromDate,
          toDate: input.toDate,
          reason: input.reason,
          createdByOfficerId: admin.id,
          createdAt: clock.now(),
        });
        await audit(tx, admin, 'OFFICER_CHARGE_ASSIGNED', input.holderId, {
          reason: input.reason,
          after: { role: input.post.role, ulbId: place.ulbId, fromDate: input.fromDate, toDate: input.toDate },
        });
        return charge.id;
      });
      return (await findChargesHeldBy(db, [input.holderId], '1900-01-01')).find((charge) => charge.id === chargeId);
    },

    async endCharge(admin: TSignedInOfficer, chargeId: number, reason: string) {
      await db.transaction(async (tx) => {
        const charge = await findCharge(tx, chargeId);
        if (!charge || charge.endedAt !== null) throw new AppError('NOT_FOUND', MESSAGES.chargeNotFound);
        await officerInScope(tx, admin, charge.holderId);
        await endChargeAndHandBack(tx, workflow, charge, clock.now(), { reason, actor: actorOf(admin) });
        await audit(tx, admin, 'OFFICER_CHARGE_ENDED', charge.holderId, {
          reason,
          before: { fromDate: charge.fromDate, toDate: charge.toDate, roleId: charge.roleId, ulbId: charge.ulbId },
        });
      });
      return true;
    },

    async unlock(admin: TSignedInOfficer, officerId: number, reason: string) {
      const officer = await officerInScope(db, admin, officerId);
      await deps.guard.unlock(officer.username);
      await audit(db, admin, 'OFFICER_UNLOCKED', officerId, {
        reason,
        before: { blocked: officer.isBlocked, blockedUntil: officer.blockedUntil },
        after: { blocked: false },
      });
      return present(db, officerId);
    },

    async endSessions(admin: TSignedInOfficer, officerId: number, reason: string) {
      await db.transaction(async (tx) => {
        await officerInScope(tx, admin, officerId);
        await revokeOfficerSessions(tx, officerId, clock.now());
        await audit(tx, admin, 'OFFICER_SESSIONS_ENDED', officerId, { reason });
      });
      return true;
    },

    /** The password stops working at once, every session ends, and the reset code goes to the officer's mobile. */
    async forcePasswordReset(admin: TSignedInOfficer, officerId: number, reason: string) {
      const officer = await db.transaction(async (tx) => {
        const row = await officerInScope(tx, admin, officerId);
        if (!row.isActive) throw new AppError('CONFLICT', MESSAGES.isDeactivated);
        const now = clock.now();
        await updateOfficerRecord(tx, officerId, { passwordHash: UNUSABLE_PASSWORD_HASH, passwordChangedAt: now });
        await revokeOfficerSessions(tx, officerId, now);
        await audit(tx, admin, 'OFFICER_PASSWORD_RESET_FORCED', officerId, { reason });
        return row;
      });
      await sendResetCode(officer.username);
      return true;
    },

    async officerChanges(admin: TSignedInOfficer, officerId: number) {
      await officerInScope(db, admin, officerId);
      const rows = await findOfficerChanges(db, officerId, OFFICER_ADMIN_ACTIONS);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        byUsername: row.byUsername ?? 'system',
        action: row.action,
        reason: row.remark,
        before: row.details.before === undefined ? null : JSON.stringify(row.details.before),
        after: row.details.after === undefined ? null : JSON.stringify(row.details.after),
      }));
    },

    /**
     * Per ULB in the administrator's jurisdiction, the stage levels the process needs that nobody acting there today
     * can take (charges counted), with the open files that will stop there.
     */
    async staffingGaps(admin: TSignedInOfficer) {
      requireAdministrator(admin);
      const places = await findUlbsForScope(db, scopeOf(admin));
      const ulbIds = places.map((place) => place.ulbId);
      const acting = await findActingPosts(db, ulbIds, today());
      const files = await findOpenFilesOfUlbs(db, ulbIds);
      const needs = staffingNeeds();
      return places.flatMap((place) => {
        const levels = new Set(
          acting.filter((post) => post.ulbId === place.ulbId).map((post) => levelOfPost(post, post.authorityCode)),
        );
        return staffingGaps(needs, levels).map((gap) => {
          const stuck = files.filter((file) => {
            if (file.ulbId !== place.ulbId || file.doneStages.includes(gap.stage)) return false;
            const kind = processKindOf(file.applicationType, file.approvalFor);
            return PROCESS_DEFINITIONS[kind].steps.some((step) => step.stages.includes(gap.stage));
          });
          return {
            ulbId: String(place.ulbId),
            ulbName: place.ulbName,
            role: roleForLevel(gap.actors[0] ?? 'SITE_VERIFICATION'),
            stage: STAGE_DEFINITIONS[gap.stage].name,
            level: gap.level,
            stuckApplicationCount: stuck.length,
            stuckApplicationNumbers: stuck.slice(0, 100).map((file) => file.number),
          };
        });
      });
    },

    /**
     * The import (issue 52 §3): every row checked against the database and the administrator's jurisdiction; nothing
     * written unless every row is valid (and not on a dry run), then one transaction; each new officer gets the
     * reset code by SMS after it commits.
     */
    async importOfficers(admin: TSignedInOfficer | null, rows: readonly TImportRowIn[], dryRun: boolean) {
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
      // Begun once the answer is on its way (the embedded database runs one statement at a time).
      const usernames = created.map((officer) => officer.username);
      lastCodes = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => sendCodes(usernames));
      return report(created.length);
    },
  };
}

function isLineDepartmentRole(role: string): boolean {
  return isServerRoleName(role) && permissionLevelOf(role, null) === 'LINE_DEPARTMENT';
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

/**
 * A charge ends (from the console, or by the sweep the day after its last day): the turns its holder took in the
 * charged post go back by routing (ARCHITECTURE.md "Staffing"): those of the post's ULB whose level the post's role
 * takes and the holder's own post does not.
 */
export async function endChargeAndHandBack(
  tx: TDb,
  workflow: TWorkflowService,
  charge: { id: number; holderId: number; roleId: number; ulbId: number | null },
  at: Date,
  ending: { reason: string; actor: TActor },
) {
  await updateCharge(tx, charge.id, { endedAt: at });
  const holder = await findAdminOfficer(tx, charge.holderId, indiaDay(at), at);
  if (!holder?.isActive) return;
  const roleName = [...(await findRoleIds(tx)).entries()].find(([, id]) => id === charge.roleId)?.[0] ?? '';
  const chargeLevel = levelOfPost({ roleName }, null);
  const ownLevel = levelOfPost({ roleName: holder.roleName }, holder.authorityCode);
  const { turns } = await workflow.handOverPreview(tx, { officerId: holder.id });
  const ofThePost = turns.filter((turn) => {
    const actors: readonly string[] = actorsFor({ stage: turn.stageKey, level: turn.level, isLarge: false });
    const isOwn = holder.ulbId === turn.ulbId && actors.includes(ownLevel);
    return turn.ulbId === charge.ulbId && actors.includes(chargeLevel) && !isOwn;
  });
  if (ofThePost.length === 0) return;
  await workflow.handOverTurns(tx, {
    officerId: holder.id,
    reason: `Charge ended: ${ending.reason}`,
    effectiveAt: at,
    actor: ending.actor,
    only: ofThePost.map((turn) => turn.stageOfficerId),
  });
}

/**
 * A leave's first day (from the console when it starts today, else by the sweep): the officer's open turns go to the
 * charge holder when named, else by routing, and are noted for their return at the leave's end.
 */
export async function handOverForLeave(
  tx: TDb,
  workflow: TWorkflowService,
  leave: { id: number; officerId: number; chargeHolderId: number | null; reason: string },
  at: Date,
  actor: TActor,
) {
  const turns = await workflow.handOverTurns(tx, {
    officerId: leave.officerId,
    reason: `Leave: ${leave.reason}`,
    effectiveAt: at,
    to: leave.chargeHolderId,
    actor,
  });
  await insertLeaveHandOvers(
    tx,
    turns.flatMap((turn) =>
      turn.toOfficerId === null
        ? []
        : [
            {
              leaveId: leave.id,
              stageOfficerId: turn.stageOfficerId,
              fromOfficerId: leave.officerId,
              toOfficerId: turn.toOfficerId,
              handedAt: at,
            },
          ],
    ),
  );
  await updateLeave(tx, leave.id, { handedOverAt: at });
}

/** Turns handed over for a leave come back to the officer, when still open with whoever took them. */
export async function handBackLeaveTurns(
  tx: TDb,
  workflow: TWorkflowService,
  leave: { id: number; officerId: number; reason: string },
  at: Date,
  actor: TActor,
) {
  // An officer deactivated meanwhile takes nothing back: the turns stay with whoever holds them (a transfer closes
  // the officer's leave hand-overs itself).
  const officer = await findAdminOfficer(tx, leave.officerId, indiaDay(at), at);
  const open = officer?.isActive ? await findOpenLeaveHandOvers(tx, leave.id) : [];
  const byHolder = new Map<number, number[]>();
  for (const row of open) byHolder.set(row.toOfficerId, [...(byHolder.get(row.toOfficerId) ?? []), row.stageOfficerId]);
  for (const [holderId, stageOfficerIds] of byHolder) {
    await workflow.handOverTurns(tx, {
      officerId: holderId,
      reason: `Back from leave: ${leave.reason}`,
      effectiveAt: at,
      to: leave.officerId,
      actor,
      only: stageOfficerIds,
    });
  }
  await markLeaveHandOversReturned(tx, leave.id, at);
  await updateLeave(tx, leave.id, { returnedAt: at });
}

export type TAdminOfficer = TAdminOfficerRow & {
  state: TOfficerState;
  leaves: Awaited<ReturnType<typeof findLeavesOf>>;
  charges: Awaited<ReturnType<typeof findChargesHeldBy>>;
};

export type TAdministrationService = ReturnType<typeof createAdministrationService>;
