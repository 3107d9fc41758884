import { LANGUAGES } from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { z } from 'zod';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';
import { maskMobile, type TSignedInOfficer } from './signed-in-officer';

const ZSetPreferredLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { message: 'Choose English or Telugu' }),
});

export const officerResolvers: IResolvers = {
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
    id: (officer: TSignedInOfficer) => String(officer.id),
    mobile: (officer: TSignedInOfficer) => maskMobile(officer.mobile),
    ulbName: (officer: TSignedInOfficer) => officer.ulbName,
    district: (officer: TSignedInOfficer) => officer.districtName,
    authority: (officer: TSignedInOfficer) => officer.authorityCode,
    role: (officer: TSignedInOfficer) => ({ id: String(officer.roleId), name: officer.roleName }),
  },
};
