import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { ADMINISTRATION_KEY } from './administration-key';

const OFFICER_CHANGES_QUERY = graphql(`
  query OfficerChanges($officerId: ID!) {
    officerChanges(officerId: $officerId) {
      at
      byUsername
      action
      reason
      before
      after
    }
  }
`);

/** Issue 52 §8: who changed the officer's record, when, before and after, as the audit trail keeps it. */
export function useOfficerChangesQuery(officerId: string) {
  return useQuery({
    queryKey: [ADMINISTRATION_KEY, 'changes', officerId],
    queryFn: () => graphqlRequest(OFFICER_CHANGES_QUERY, { officerId }).then((data) => data.officerChanges),
  });
}
