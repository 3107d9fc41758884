import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const CREATE_COMMENT_MUTATION = graphql(`
  mutation CreateComment($applicationId: ID!, $comment: String!, $attachmentUrl: String, $mediaId: ID) {
    createComment(applicationId: $applicationId, comment: $comment, attachmentUrl: $attachmentUrl, mediaId: $mediaId) {
      id
    }
  }
`);

type TVariables = { applicationId: string; comment: string; attachmentUrl?: string; mediaId?: string };

/** Spec 2 §4: a created note is followed by a reload of the notes (every list and gate of the application). */
export function useCreateCommentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => graphqlRequest(CREATE_COMMENT_MUTATION, variables),
    onSuccess: (_data, variables) =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'applicationComments' &&
          (query.queryKey[1] as { applicationId?: string } | undefined)?.applicationId === variables.applicationId,
      }),
  });
}
