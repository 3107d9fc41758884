import { LANGUAGES } from '@anumati/domain';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { z } from 'zod';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';
import { maskMobile } from './signed-in-officer';

const ZSetPreferredLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { message: 'Choose English or Telugu' }),
});

export const officerResolvers: Resolvers = {
  Query: {
    me: (_root, _args, context) => requireSession(context).officer,
  },
  Mutation: {
    setPreferredLanguage: (_root, args, context) =>
      context.services.officer.setPreferredLanguage(
        requireSession(context).officer,
        parseInput(ZSetPreferredLanguageSchema, args).language,
      ),
  },
  Officer: {
    id: (officer) => String(officer.id),
    mobile: (officer) => maskMobile(officer.mobile),
    ulbName: (officer) => officer.ulbName,
    district: (officer) => officer.districtName,
    authority: (officer) => officer.authorityCode,
    role: (officer) => ({ id: String(officer.roleId), name: officer.roleName }),
  },
};
