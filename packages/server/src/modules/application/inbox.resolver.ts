import { ZInboxQuerySchema } from '@anumati/domain';
import type { MercuriusLoaders } from 'mercurius';
import type { Resolvers, ResolversParentTypes, StageState } from '../../graphql/generated/resolvers-types';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const inboxResolvers: Resolvers = {
  Query: {
    applicationsByDateAndTypeFilter: (_root, args, context) =>
      context.services.inbox.list(requireSession(context).officer, parseInput(ZInboxQuerySchema, args)),
    inboxTabCounts: (_root, args, context) =>
      context.services.inbox.tabCounts(
        requireSession(context).officer,
        parseInput(ZInboxQuerySchema.pick({ applicationType: true }), args).applicationType ?? null,
      ),
  },
};

/**
 * OfficerApplication.stageStates, read only when a query asks for it (the inbox does not) and then once for all the
 * records of the answer (issue 17 §3). The records come from resolvers that already checked the officer may see them.
 */
export const inboxLoaders: MercuriusLoaders = {
  OfficerApplication: {
    stageStates: (queries: { obj: ResolversParentTypes['OfficerApplication'] }[], context): Promise<StageState[][]> =>
      context.services.inbox.stageStatesOf(queries.map(({ obj }) => Number(obj.id))),
  },
};
