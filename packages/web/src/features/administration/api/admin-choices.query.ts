import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { ADMINISTRATION_KEY } from './administration-key';

const ADMIN_CHOICES_QUERY = graphql(`
  query AdminChoices {
    adminRoles
    adminJurisdictions {
      ulbId
      ulbName
      districtName
      authorityCode
    }
  }
`);

export type TAdminChoices = TResultOf<typeof ADMIN_CHOICES_QUERY>;

/** The roles an administrator may give and the ULBs within their jurisdiction: the filters' and forms' choices. */
export function useAdminChoicesQuery() {
  return useQuery({
    queryKey: [ADMINISTRATION_KEY, 'choices'],
    queryFn: () => graphqlRequest(ADMIN_CHOICES_QUERY),
    // They change only when the state's ULBs or roles do.
    staleTime: 10 * 60 * 1000,
  });
}
