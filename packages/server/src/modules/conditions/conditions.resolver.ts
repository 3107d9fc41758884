import { ZApplicationConditionsQuerySchema, ZCustomConditionSchema, ZSelectConditionsSchema } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const conditionsResolvers: Resolvers = {
  Query: {
    applicationConditions: (_root, args, context) =>
      context.services.conditions.applicationConditions(
        requireSession(context).officer,
        parseInput(ZApplicationConditionsQuerySchema, args),
      ),
  },
  Mutation: {
    selectConditions: (_root, args, context) =>
      context.services.conditions.selectConditions(
        requireSession(context).officer,
        parseInput(ZSelectConditionsSchema, args),
      ),
    customCondition: (_root, args, context) =>
      context.services.conditions.customCondition(
        requireSession(context).officer,
        parseInput(ZCustomConditionSchema, args),
      ),
  },
};
