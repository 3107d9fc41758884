import type { IResolvers } from 'mercurius';

export const settingsResolvers: IResolvers = {
  Query: {
    publicSettings: (_root, _args, context) => context.services.publicSettings,
  },
};
