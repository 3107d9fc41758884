import { zDatabaseId } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession, type TRequestContext } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

const ZSessionId = zDatabaseId('Unknown session');
const clientOf = (context: TRequestContext) => ({ ipAddress: context.ipAddress, userAgent: context.userAgent });

export const sessionsResolvers: Resolvers = {
  Query: {
    mySessions: (_root, _args, context) => context.services.sessions.mySessions(requireSession(context)),
  },
  Mutation: {
    endSession: (_root, args, context) =>
      context.services.sessions.endSession(requireSession(context), parseInput(ZSessionId, args.id), clientOf(context)),
    endOtherSessions: (_root, _args, context) =>
      context.services.sessions.endOtherSessions(requireSession(context), clientOf(context)),
  },
};
