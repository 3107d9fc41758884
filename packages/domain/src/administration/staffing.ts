import { isServerRoleName, permissionLevelOf, SERVER_ROLE_NAMES } from '../officer/server-role';
import { COMMISSIONER_LEVELS, PLANNING_OFFICER_LEVELS, type TPermissionLevel } from '../officer/permission-level';
import { PROCESS_DEFINITIONS, STAGE_DEFINITIONS, type TStageKey } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';

/**
 * Who may take a turn today (ARCHITECTURE.md "Staffing, field inspection and the simulated year"): an officer is on
 * duty on an India day (YYYY-MM-DD, india-calendar.ts) when active and not on leave that day; they act in their own
 * post when on duty, and in every post whose charge they hold that day. Leave and charge run over whole India days,
 * both ends included.
 */

/** A post: a role in a jurisdiction (a ULB, else a district or authority, else the whole state). */
export type TPost = {
  roleName: string;
  ulbId: number | null;
  districtId: number | null;
  authorityId: number | null;
};

export type TIndiaDayRange = { fromDate: string; toDate: string };

export type TLeave = TIndiaDayRange & { officerId: number; cancelledAt: Date | null };

export type TCharge = TIndiaDayRange & { holderId: number; post: TPost; endedAt: Date | null };

export type TStaffedOfficer = { id: number; isActive: boolean; post: TPost };

/** Whether an India day lies within a range, both ends included (YYYY-MM-DD compares as text). */
export function isWithinDays(range: TIndiaDayRange, day: string): boolean {
  return range.fromDate <= day && day <= range.toDate;
}

/** The officer is on leave that day (a cancelled leave counts for nothing). */
export function isOnLeave(officerId: number, leaves: readonly TLeave[], day: string): boolean {
  return leaves.some(
    (leave) => leave.officerId === officerId && leave.cancelledAt === null && isWithinDays(leave, day),
  );
}

export function isOnDuty(officer: TStaffedOfficer, leaves: readonly TLeave[], day: string): boolean {
  return officer.isActive && !isOnLeave(officer.id, leaves, day);
}

/** A charge counts on a day within its dates until it is ended. */
export function isChargeHeld(charge: TCharge, day: string): boolean {
  return charge.endedAt === null && isWithinDays(charge, day);
}

/** The posts an officer acts in that day: none when off duty; their own, plus the charges they hold that day. */
export function postsOf(
  officer: TStaffedOfficer,
  leaves: readonly TLeave[],
  charges: readonly TCharge[],
  day: string,
): TPost[] {
  if (!isOnDuty(officer, leaves, day)) return [];
  return [
    officer.post,
    ...charges.filter((charge) => charge.holderId === officer.id && isChargeHeld(charge, day)).map((c) => c.post),
  ];
}

/** One level the process needs in a ULB: its stage and level, and the permission levels that may take it. */
export type TStaffingNeed = { stage: TStageKey; level: TOfficerLevel; actors: readonly TPermissionLevel[] };

/**
 * The stage levels the ULB's processes route to an officer of the ULB (process-definition's stage actors), once
 * each. Line departments are left out: their officers are the district's, referred file by file.
 */
export function staffingNeeds(kinds: readonly TProcessKind[] = Object.keys(PROCESS_DEFINITIONS) as TProcessKind[]) {
  const needs = new Map<string, TStaffingNeed>();
  for (const kind of kinds) {
    for (const step of PROCESS_DEFINITIONS[kind].steps) {
      for (const stage of step.stages) {
        if (stage === 'LINE_DEPARTMENT') continue;
        for (const level of STAGE_DEFINITIONS[stage].levels) {
          const key = `${stage}:${level.level}`;
          if (!needs.has(key)) needs.set(key, { stage, level: level.level, actors: level.actors });
        }
      }
    }
  }
  return [...needs.values()];
}

/** The server role an administrator gives for a permission level (the first role spelt for it). */
export function roleForLevel(level: TPermissionLevel): string {
  return SERVER_ROLE_NAMES.find((role) => permissionLevelOf(role, null) === level) ?? level;
}

/** The permission level a post acts at (a role the table does not list is used as it is, as signed-in-officer.ts). */
export function levelOfPost(post: Pick<TPost, 'roleName'>, authorityCode: string | null): string {
  return isServerRoleName(post.roleName) ? permissionLevelOf(post.roleName, authorityCode) : post.roleName;
}

/**
 * Whether an officer may hold a post's charge: they open its files on the screens of their own level (the inbox's
 * Verify, the verification screens), so the holder's level is the post's, or both are commissioner-level (the
 * decision) or both planning officers (spec 3 §2). Departments give full additional charge within a cadre.
 */
export function mayHoldChargeOf(holderLevel: string, postLevel: string): boolean {
  const ranks: readonly (readonly string[])[] = [COMMISSIONER_LEVELS, PLANNING_OFFICER_LEVELS];
  return holderLevel === postLevel || ranks.some((rank) => rank.includes(holderLevel) && rank.includes(postLevel));
}

/** The needs nobody acts in: a need is met when any post acting in the ULB today has one of its levels. */
export function staffingGaps(needs: readonly TStaffingNeed[], actingLevels: ReadonlySet<string>): TStaffingNeed[] {
  return needs.filter((need) => !need.actors.some((actor) => actingLevels.has(actor)));
}

/** An administrator as the scope checks read them. */
export type TAdministrator = {
  permissionLevel: string;
  ulbId: number | null;
  authorityId: number | null;
};

/**
 * Issue 52: whether an administrator administers officers of a place: the state administrator everywhere (officers
 * with no ULB too); a ULB administrator their ULB's, or, bound to an authority, that authority's. Nobody else.
 */
export function administersPlace(
  admin: TAdministrator,
  place: { ulbId: number | null; authorityId: number | null },
): boolean {
  if (admin.permissionLevel === 'STATE_ADMIN') return true;
  if (admin.permissionLevel !== 'ULB_ADMIN') return false;
  if (admin.ulbId !== null) return place.ulbId === admin.ulbId;
  if (admin.authorityId !== null) return place.authorityId === admin.authorityId;
  return false;
}
