import type { TApplicationType, TListFilter } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const INBOX_TAB_COUNTS_QUERY = `query InboxTabCounts($applicationType: [String!]) {
  inboxTabCounts(applicationType: $applicationType) { filter count }
}`;

type TTabCount = { filter: TListFilter; count: number };

/** The number of files on each inbox tab, refreshed with the list. */
export function useInboxTabCountsQuery(applicationType: readonly TApplicationType[] | undefined) {
  return useQuery({
    queryKey: ['inboxTabCounts', applicationType],
    queryFn: () =>
      graphqlRequest<{ inboxTabCounts: TTabCount[] }, { applicationType?: readonly TApplicationType[] }>(
        INBOX_TAB_COUNTS_QUERY,
        { applicationType },
      ).then((data) => new Map(data.inboxTabCounts.map((tab) => [tab.filter, tab.count]))),
  });
}
