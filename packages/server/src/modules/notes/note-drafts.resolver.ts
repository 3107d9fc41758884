import { ZSaveNoteDraftSchema, zDatabaseId } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

const ZApplicationId = zDatabaseId('Unknown application');

export const noteDraftsResolvers: Resolvers = {
  Query: {
    noteDraft: (_root, args, context) =>
      context.services.noteDrafts.noteDraft(
        requireSession(context).officer,
        parseInput(ZApplicationId, args.applicationId),
      ),
  },
  Mutation: {
    saveNoteDraft: (_root, args, context) =>
      context.services.noteDrafts.saveNoteDraft(
        requireSession(context).officer,
        parseInput(ZSaveNoteDraftSchema, args),
      ),
    deleteNoteDraft: (_root, args, context) =>
      context.services.noteDrafts.deleteNoteDraft(
        requireSession(context).officer,
        parseInput(ZApplicationId, args.applicationId),
      ),
  },
};
