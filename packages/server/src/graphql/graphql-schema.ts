import type { IResolvers, MercuriusContext } from 'mercurius';
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from './generated/resolvers-types';
import { inboxResolvers } from '../modules/application';
import { authResolvers, sessionsResolvers } from '../modules/auth';
import { correctionsResolvers } from '../modules/corrections';
import { officerResolvers } from '../modules/officer';
import { formsResolvers } from '../modules/forms';
import { notesResolvers, noteDraftsResolvers } from '../modules/notes';
import { workflowResolvers } from '../modules/workflow';
import { reportsResolvers } from '../modules/reports';
import { feesResolvers } from '../modules/fees';
import { conditionsResolvers } from '../modules/conditions';
import { settingsResolvers } from '../modules/settings';
import { administrationResolvers } from '../modules/administration';
import { fieldInspectionResolvers } from '../modules/field-inspection';

/** Each module's resolvers, typed from the schema (generated/resolvers-types.ts, written by `npm run codegen`). */
const MODULE_RESOLVERS: Resolvers[] = [
  authResolvers,
  officerResolvers,
  inboxResolvers,
  workflowResolvers,
  notesResolvers,
  formsResolvers,
  reportsResolvers,
  correctionsResolvers,
  feesResolvers,
  conditionsResolvers,
  settingsResolvers,
  sessionsResolvers,
  noteDraftsResolvers,
  fieldInspectionResolvers,
  administrationResolvers,
];

type TResolver = (
  root: unknown,
  args: Record<string, unknown>,
  context: MercuriusContext,
  info: GraphQLResolveInfo,
) => unknown;

/** A mutation whose refusal (FORBIDDEN, NOT_FOUND) of a signed-in officer is audited (auth/refused-writes.ts). */
function auditingRefusals(operation: string, resolve: TResolver): TResolver {
  return async (root, args, context, info) => {
    try {
      return await resolve(root, args, context, info);
    } catch (error) {
      if (context.session) {
        await context.services.refusedWrites.record({
          session: context.session,
          operation: `Mutation.${operation}`,
          error,
          client: { ipAddress: context.ipAddress, userAgent: context.userAgent },
          target: args,
        });
      }
      throw error;
    }
  };
}

/** Merges the modules' resolver maps type by type; every mutation audits its refusals. */
export function mergeResolvers(): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of MODULE_RESOLVERS) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  const mutations = merged.Mutation ?? {};
  for (const [name, resolve] of Object.entries(mutations)) {
    if (typeof resolve === 'function') mutations[name] = auditingRefusals(name, resolve as TResolver);
  }
  return merged as IResolvers;
}
