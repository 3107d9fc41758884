import type { IResolvers } from 'mercurius';
import { requireSession } from '../../graphql/context';
import { maskMobile, type TSignedInOfficer } from './signed-in-officer';

export const officerResolvers: IResolvers = {
  Query: {
    me: (_root, _args, context) => requireSession(context).officer,
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
