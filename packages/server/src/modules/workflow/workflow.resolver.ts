import { ZSaveRemarkSchema, ZSubmitFormAnswersSchema, ZUpdateApplicationStatusSchema } from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const workflowResolvers: IResolvers = {
  Query: {
    recommendations: (_root, args, context) =>
      context.services.workflowCommands.recommendations(
        requireSession(context).officer,
        Number(args.id),
        (args.formInstanceId as string[]).map(Number),
      ),
    officersApplication: (_root, args, context) =>
      context.services.inbox.findOne(requireSession(context).officer, Number(args.id)),
  },
  Mutation: {
    submitFormAnswers: (_root, args, context) =>
      context.services.workflowCommands.submitFormAnswers(
        requireSession(context).officer,
        parseInput(ZSubmitFormAnswersSchema, args),
      ),
    createShortfall: (_root, args, context) => {
      const input = parseInput(ZSubmitFormAnswersSchema.pick({ formInstanceId: true, finalRemark: true }), {
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
