import {
  zDatabaseId,
  ZSaveRemarkSchema,
  ZCreateShortfallSchema,
  ZSubmitFormAnswersSchema,
  ZUpdateApplicationStatusSchema,
} from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { z } from 'zod';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

const ZApplicationIdSchema = z.object({ id: zDatabaseId('Unknown application') });
/** A file and the form instances whose remarks are asked for (at most a file's stages' worth). */
const ZRecommendationsSchema = z.object({
  id: zDatabaseId('Unknown application'),
  formInstanceId: z.array(zDatabaseId('Unknown form')).max(200, 'Too many forms'),
});

export const workflowResolvers: Resolvers = {
  Query: {
    recommendations: (_root, args, context) => {
      const input = parseInput(ZRecommendationsSchema, args);
      return context.services.workflowCommands.recommendations(
        requireSession(context).officer,
        input.id,
        input.formInstanceId,
      );
    },
    officersApplication: (_root, args, context) =>
      context.services.inbox.findOne(requireSession(context).officer, parseInput(ZApplicationIdSchema, args).id),
  },
  Mutation: {
    submitFormAnswers: (_root, args, context) =>
      context.services.workflowCommands.submitFormAnswers(
        requireSession(context).officer,
        parseInput(ZSubmitFormAnswersSchema, args),
      ),
    createShortfall: (_root, args, context) => {
      const input = parseInput(ZCreateShortfallSchema, {
        formInstanceId: args.formInstanceId,
        finalRemark: args.remark,
      });
      return context.services.workflowCommands.submitFormAnswers(
        requireSession(context).officer,
        { ...input, status: 'SHORTFALL' },
        { isRemarkOptional: true },
      );
    },
    saveRemark: (_root, args, context) =>
      context.services.workflowCommands.saveRemark(
        requireSession(context).officer,
        parseInput(ZSaveRemarkSchema, args),
      ),
    updateApplicationStatus: (_root, args, context) =>
      context.services.workflowCommands.updateApplicationStatus(
        requireSession(context).officer,
        parseInput(ZUpdateApplicationStatusSchema, args),
      ),
  },
};
