import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

const APPLICATION_COMMENTS_QUERY = graphql(`
  query ApplicationComments($applicationId: ID!, $officerId: ID, $active: Boolean) {
    applicationComments(applicationId: $applicationId, officerId: $officerId, active: $active) {
      id
      comment
      attachmentUrl
      attachmentName
      active
      createdAt
      officer {
        id
        firstName
        lastName
        role {
          name
        }
      }
    }
  }
`);

type TVariables = { applicationId: string; officerId?: string; active?: boolean };

const applicationCommentsKey = (variables: TVariables) => ['applicationComments', variables] as const;

/** The note sheet of an application; with an officer id and active, that officer's active notes (the gate). */
export function useApplicationCommentsQuery(variables: TVariables, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: applicationCommentsKey(variables),
    enabled: options.isEnabled ?? true,
    queryFn: () => graphqlRequest(APPLICATION_COMMENTS_QUERY, variables).then((data) => data.applicationComments),
  });
}
