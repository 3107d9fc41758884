import { ZFeeDetailsInputSchema } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const feesResolvers: Resolvers = {
  Mutation: {
    feeDetails: (_root, args, context) =>
      context.services.fees.submitFee(requireSession(context).officer, parseInput(ZFeeDetailsInputSchema, args)),
  },
};
