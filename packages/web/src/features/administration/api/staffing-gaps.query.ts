import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { ADMINISTRATION_KEY } from './administration-key';

const STAFFING_GAPS_QUERY = graphql(`
  query StaffingGaps {
    staffingGaps {
      ulbId
      ulbName
      role
      stage
      level
      stuckApplicationCount
      stuckApplicationNumbers
    }
  }
`);

export type TStaffingGap = TResultOf<typeof STAFFING_GAPS_QUERY>['staffingGaps'][number];

/** Issue 52 §6: the roles the process needs that nobody active holds today, per ULB. */
export function useStaffingGapsQuery() {
  return useQuery({
    queryKey: [ADMINISTRATION_KEY, 'staffing-gaps'],
    queryFn: () => graphqlRequest(STAFFING_GAPS_QUERY).then((data) => data.staffingGaps),
  });
}
