import type { TApplicationType } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

export const INBOX_TAB_COUNTS_QUERY = graphql(`
  query InboxTabCounts($applicationType: [String!]) {
    inboxTabCounts(applicationType: $applicationType) {
      filter
      count
    }
  }
`);

/** The number of files on each inbox tab, refreshed with the list. */
export function useInboxTabCountsQuery(applicationType: readonly TApplicationType[] | undefined) {
  return useQuery({
    queryKey: ['inboxTabCounts', applicationType],
    queryFn: () =>
      graphqlRequest(INBOX_TAB_COUNTS_QUERY, { applicationType }).then(
        (data) => new Map(data.inboxTabCounts.map((tab) => [tab.filter, tab.count])),
      ),
  });
}
