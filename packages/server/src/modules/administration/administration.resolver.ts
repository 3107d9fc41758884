import {
  ADMINISTRATION_MESSAGES as MESSAGES,
  OFFICER_STATES,
  zDatabaseId,
  ZAdminReason,
  ZDayRange,
  ZOfficerDetails,
  ZOfficerRecord,
  ZOfficerRole,
} from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { z } from 'zod';
import { requireSession, type TRequestContext } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';
import type { TAdminOfficer } from './administration.service';

/** Issue 52: officer administration (administration.graphql). Each call: an administrator, within their scope. */

const ZId = zDatabaseId(MESSAGES.notAnId);
const ZOptionalId = ZId.nullish().transform((value) => value ?? null);
const ZPost = z.object({ role: ZOfficerRole, ulbId: ZOptionalId });

const ZListSchema = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  role: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  ulbId: ZOptionalId,
  state: z
    .enum(OFFICER_STATES, { message: MESSAGES.stateFilter })
    .nullish()
    .transform((v) => v ?? null),
  page: z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .nullish()
    .transform((value) => value ?? 1),
  perPage: z
    .number()
    .int()
    .min(1)
    .max(200)
    .nullish()
    .transform((value) => value ?? 25),
});

const ZOfficerIdReason = z.object({ officerId: ZId, reason: ZAdminReason });

/** The signed-in administrator, checked before anything the call names is read (FORBIDDEN for any other officer). */
const admin = (context: TRequestContext) => {
  const { officer } = requireSession(context);
  context.services.administration.requireAdministrator(officer);
  return officer;
};
const service = (context: TRequestContext) => context.services.administration;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const administrationResolvers: Resolvers = {
  Query: {
    adminOfficers: (_root, args, context) => service(context).officers(admin(context), parseInput(ZListSchema, args)),
    adminOfficer: (_root, args, context) =>
      service(context).officer(admin(context), parseInput(z.object({ id: ZId }), args).id),
    adminRoles: (_root, _args, context) => service(context).roles(admin(context)),
    adminJurisdictions: async (_root, _args, context) =>
      (await service(context).jurisdictions(admin(context))).map((place) => ({ ...place, ulbId: String(place.ulbId) })),
    officerHandOverPreview: async (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(z.object({ officerId: ZId, post: ZPost.nullish() }), args);
      const preview = await service(context).handOverPreview(officer, input.officerId, input.post ?? null);
      return {
        canSave: preview.canSave,
        turns: preview.turns.map((turn) => ({
          applicationId: String(turn.applicationId),
          applicationNumber: turn.applicationNumber,
          stage: turn.stageName,
          level: turn.level,
          dueDate: iso(turn.dueDate),
          toOfficerId: turn.toOfficerId === null ? null : String(turn.toOfficerId),
          toOfficerName: turn.toOfficerName,
          problem: turn.problem,
        })),
      };
    },
    staffingGaps: (_root, _args, context) => service(context).staffingGaps(admin(context)),
    officerChanges: (_root, args, context) =>
      service(context).officerChanges(admin(context), parseInput(z.object({ officerId: ZId }), args).officerId),
  },
  Mutation: {
    createOfficer: (_root, args, context) => {
      const officer = admin(context);
      const { input } = parseInput(z.object({ input: ZOfficerRecord.extend({ ulbId: ZOptionalId }) }), args);
      return service(context).createOfficer(officer, {
        ...input,
        ulbId: input.ulbId,
        lineDepartment: input.lineDepartment,
      });
    },
    updateOfficerDetails: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(z.object({ officerId: ZId, input: ZOfficerDetails }), args);
      return service(context).updateDetails(officer, input.officerId, input.input);
    },
    transferOfficer: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(z.object({ officerId: ZId, post: ZPost, reason: ZAdminReason }), args);
      return service(context).transfer(officer, input.officerId, input.post, input.reason);
    },
    deactivateOfficer: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(ZOfficerIdReason, args);
      return service(context).deactivate(officer, input.officerId, input.reason);
    },
    reactivateOfficer: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(ZOfficerIdReason, args);
      return service(context).reactivate(officer, input.officerId, input.reason);
    },
    recordOfficerLeave: async (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(
        z.intersection(ZDayRange, z.object({ officerId: ZId, reason: ZAdminReason, chargeHolderId: ZOptionalId })),
        args,
      );
      return presentLeave(recorded(await service(context).recordLeave(officer, input)));
    },
    cancelOfficerLeave: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(z.object({ leaveId: ZId, reason: ZAdminReason }), args);
      return service(context).cancelLeave(officer, input.leaveId, input.reason);
    },
    assignOfficerCharge: async (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(
        z.intersection(ZDayRange, z.object({ holderId: ZId, post: ZPost, reason: ZAdminReason })),
        args,
      );
      return presentCharge(recorded(await service(context).assignCharge(officer, input)));
    },
    endOfficerCharge: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(z.object({ chargeId: ZId, reason: ZAdminReason }), args);
      return service(context).endCharge(officer, input.chargeId, input.reason);
    },
    unlockOfficer: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(ZOfficerIdReason, args);
      return service(context).unlock(officer, input.officerId, input.reason);
    },
    endOfficerSessions: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(ZOfficerIdReason, args);
      return service(context).endSessions(officer, input.officerId, input.reason);
    },
    forceOfficerPasswordReset: (_root, args, context) => {
      const officer = admin(context);
      const input = parseInput(ZOfficerIdReason, args);
      return service(context).forcePasswordReset(officer, input.officerId, input.reason);
    },
  },
  AdminOfficer: {
    id: (officer) => String(officer.id),
    role: (officer) => officer.roleName,
    ulbId: (officer) => (officer.ulbId === null ? null : String(officer.ulbId)),
    blockedUntil: (officer) => (officer.isBlocked ? iso(officer.blockedUntil) : null),
    createdAt: (officer) => officer.createdAt.toISOString(),
    leaves: (officer) => officer.leaves.map(presentLeave),
    charges: (officer) => officer.charges.map(presentCharge),
  },
};

type TLeaveRow = TAdminOfficer['leaves'][number];
type TChargeRow = TAdminOfficer['charges'][number];

/** What a write has just recorded, read back after it committed: always there, else a fault of ours. */
function recorded<TRow>(row: TRow | undefined): TRow {
  if (!row) throw new Error('The record just written was not read back');
  return row;
}

function presentLeave(leave: TLeaveRow) {
  return {
    ...leave,
    id: String(leave.id),
    officerId: String(leave.officerId),
    chargeHolderId: leave.chargeHolderId === null ? null : String(leave.chargeHolderId),
  };
}

function presentCharge(charge: TChargeRow) {
  return {
    ...charge,
    id: String(charge.id),
    holderId: String(charge.holderId),
    ulbId: charge.ulbId === null ? null : String(charge.ulbId),
  };
}
