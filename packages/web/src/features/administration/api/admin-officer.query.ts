import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { ADMINISTRATION_KEY } from './administration-key';

const ADMIN_OFFICER_QUERY = graphql(`
  query AdminOfficer($id: ID!) {
    adminOfficer(id: $id) {
      id
      username
      firstName
      lastName
      mobile
      email
      role
      ulbId
      ulbName
      districtName
      authorityCode
      lineDepartment
      state
      isActive
      blockedUntil
      deactivationReason
      openTurns
      createdAt
      leaves {
        id
        officerId
        fromDate
        toDate
        reason
        chargeHolderId
        chargeHolderName
      }
      charges {
        id
        holderId
        holderName
        role
        ulbId
        ulbName
        fromDate
        toDate
        reason
      }
    }
  }
`);

export type TAdminOfficer = TResultOf<typeof ADMIN_OFFICER_QUERY>['adminOfficer'];
export type TOfficerLeave = TAdminOfficer['leaves'][number];
export type TOfficerCharge = TAdminOfficer['charges'][number];

export const adminOfficerKey = (id: string) => [ADMINISTRATION_KEY, 'officer', id];

/** One officer's record, leave and charges, as the administrator sees them. */
export function useAdminOfficerQuery(id: string) {
  return useQuery({
    queryKey: adminOfficerKey(id),
    queryFn: () => graphqlRequest(ADMIN_OFFICER_QUERY, { id }).then((data) => data.adminOfficer),
  });
}
