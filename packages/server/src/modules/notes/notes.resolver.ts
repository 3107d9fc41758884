import { ZCreateCommentSchema, zDatabaseId } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { z } from 'zod';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

const ZListCommentsSchema = z.object({
  applicationId: zDatabaseId('Unknown application'),
  officerId: zDatabaseId().nullish(),
  active: z.boolean().nullish(),
});

export const notesResolvers: Resolvers = {
  Query: {
    applicationComments: (_root, args, context) => {
      const input = parseInput(ZListCommentsSchema, args);
      return context.services.notes.list(requireSession(context).officer, {
        applicationId: input.applicationId,
        officerId: input.officerId ?? undefined,
        active: input.active ?? undefined,
      });
    },
  },
  Mutation: {
    createComment: (_root, args, context) =>
      context.services.notes.create(requireSession(context).officer, parseInput(ZCreateCommentSchema, args)),
  },
};
