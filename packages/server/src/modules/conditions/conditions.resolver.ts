import { ZApplicationConditionsQuerySchema, ZCustomConditionSchema, ZSelectConditionsSchema } from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const conditionsResolvers: IResolvers = {
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
