import { GraphQLScalarType } from 'graphql';
import type { IResolvers } from 'mercurius';
import { z } from 'zod';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

const ZSaveSchema = z.object({ formInstanceId: z.coerce.number().int().positive('Unknown form'), data: z.string() });

export const formsResolvers: IResolvers = {
  JSON: new GraphQLScalarType({
    name: 'JSON',
    serialize: (value) => value,
    parseValue: (value) => value,
  }),
  Query: {
    getQuestionsAndAnswers: (_root, args, context) =>
      context.services.forms.getQuestionsAndAnswers(requireSession(context).officer, Number(args.id)),
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
