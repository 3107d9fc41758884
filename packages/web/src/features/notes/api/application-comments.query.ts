import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const APPLICATION_COMMENTS_QUERY = `query ApplicationComments($applicationId: ID!, $officerId: ID, $active: Boolean) {
  applicationComments(applicationId: $applicationId, officerId: $officerId, active: $active) {
    id comment attachmentUrl attachmentName active createdAt
    officer { id firstName lastName role { name } }
  }
}`;

export type TApplicationComment = {
  id: string;
  comment: string;
  attachmentUrl: string | null;
  attachmentName: string | null;
  active: boolean;
  createdAt: string;
  officer: { id: string; firstName: string; lastName: string; role: { name: string } };
};

type TVariables = { applicationId: string; officerId?: string; active?: boolean };

export const applicationCommentsKey = (variables: TVariables) => ['applicationComments', variables] as const;

/** The note sheet of an application; with an officer id and active, that officer's active notes (the gate). */
export function useApplicationCommentsQuery(variables: TVariables, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: applicationCommentsKey(variables),
    enabled: options.isEnabled ?? true,
    queryFn: () =>
      graphqlRequest<{ applicationComments: TApplicationComment[] }, TVariables>(
        APPLICATION_COMMENTS_QUERY,
        variables,
      ).then((data) => data.applicationComments),
  });
}
