import { ZInboxQuerySchema } from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const inboxResolvers: IResolvers = {
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
