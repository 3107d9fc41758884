import { REVIEW_REMARKS_PAGE_SIZE, zDatabaseId } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { z } from 'zod';
import { requireSession } from '../../graphql/context';
import { graphqlRuntime } from '../../graphql/graphql-runtime';
import { parseInput } from '../../graphql/validate';

const ZReviewRemarksSchema = z.object({
  id: zDatabaseId('Unknown application'),
  page: z.number().int().min(1, 'Page starts at 1').nullish(),
  perPage: z.number().int().min(1).max(100).nullish(),
});
const ZApplicationIdSchema = z.object({ id: zDatabaseId('Unknown application') });
const ZFormInstanceIdSchema = z.object({ formInstanceId: zDatabaseId('Unknown form') });
const ZSaveSchema = z.object({ formInstanceId: zDatabaseId('Unknown form'), data: z.string() });

export const formsResolvers: Resolvers = {
  JSON: new graphqlRuntime.GraphQLScalarType({
    name: 'JSON',
    serialize: (value) => value,
    parseValue: (value) => value,
  }),
  Query: {
    getQuestionsAndAnswers: (_root, args, context) =>
      context.services.forms.getQuestionsAndAnswers(
        requireSession(context).officer,
        parseInput(ZApplicationIdSchema, args).id,
      ),
    applicationForm: (_root, args, context) =>
      context.services.forms.getForm(
        requireSession(context).officer,
        parseInput(ZFormInstanceIdSchema, args).formInstanceId,
      ),
    reviewRemarks: (_root, args, context) => {
      const input = parseInput(ZReviewRemarksSchema, args);
      return context.services.forms.reviewRemarks(requireSession(context).officer, {
        applicationId: input.id,
        page: input.page ?? 1,
        perPage: input.perPage ?? REVIEW_REMARKS_PAGE_SIZE,
      });
    },
  },
  Mutation: {
    saveFormAnswers: async (_root, args, context) => {
      const input = parseInput(ZSaveSchema, args);
      const turn = await context.services.workflowCommands.ownOpenTurn(
        requireSession(context).officer,
        input.formInstanceId,
      );
      await context.services.forms.saveDraft(turn, input.data);
      return { success: true, message: 'your Answers are Saved Sucessfully !', status: turn.action };
    },
  },
};
