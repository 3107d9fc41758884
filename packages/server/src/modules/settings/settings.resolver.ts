import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const settingsResolvers: Resolvers = {
  Query: {
    publicSettings: (_root, _args, context) => context.services.publicSettings,
  },
};
