import { ZFeeDetailsInputSchema } from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

export const feesResolvers: IResolvers = {
  Mutation: {
    feeDetails: (_root, args, context) =>
      context.services.fees.submitFee(requireSession(context).officer, parseInput(ZFeeDetailsInputSchema, args)),
  },
};
