import {
  ZCorrectionDetailSchema,
  ZCorrectionListSchema,
  ZUpdateCorrectionSchema,
  ZUpdateFinalCorrectionSchema,
} from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const correctionsResolvers: Resolvers = {
  Query: {
    applicationsCorrectionRequest: (_root, args, context) =>
      context.services.corrections.list(requireSession(context).officer, parseInput(ZCorrectionListSchema, args)),
    applicationCorrectionRequest: (_root, args, context) =>
      context.services.corrections.detail(requireSession(context).officer, parseInput(ZCorrectionDetailSchema, args)),
  },
  Mutation: {
    updateCorrection: (_root, args, context) =>
      context.services.corrections.updateCorrection(
        requireSession(context).officer,
        parseInput(ZUpdateCorrectionSchema, args),
      ),
    updateFinalCorrection: (_root, args, context) =>
      context.services.corrections.updateFinalCorrection(
        requireSession(context).officer,
        parseInput(ZUpdateFinalCorrectionSchema, args),
      ),
  },
};
