import { useMutation, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const NOTE_DRAFT_QUERY = graphql(`
  query NoteDraft($applicationId: ID!) {
    noteDraft(applicationId: $applicationId) {
      comment
    }
  }
`);
const SAVE_NOTE_DRAFT_MUTATION = graphql(`
  mutation SaveNoteDraft($applicationId: ID!, $comment: String!) {
    saveNoteDraft(applicationId: $applicationId, comment: $comment) {
      comment
    }
  }
`);
const DELETE_NOTE_DRAFT_MUTATION = graphql(`
  mutation DeleteNoteDraft($applicationId: ID!) {
    deleteNoteDraft(applicationId: $applicationId) {
      success
    }
  }
`);

/** The officer's draft note on an application, as the server keeps it (empty when there is none). */
export function useNoteDraftQuery(applicationId: string) {
  return useQuery({
    queryKey: ['noteDraft', applicationId],
    // Read once when the editor opens: afterwards the editor holds the newest text.
    staleTime: Infinity,
    gcTime: 0,
    queryFn: () =>
      graphqlRequest(NOTE_DRAFT_QUERY, {
        applicationId,
      }).then((data) => data.noteDraft?.comment ?? ''),
  });
}

type TNoteDraft = { applicationId: string; comment: string };

/** Writes the draft (an empty one removes it); `keepalive` for a write sent as the page goes away. */
export function writeNoteDraft(variables: TNoteDraft, options: { keepalive?: boolean } = {}): Promise<unknown> {
  return variables.comment === ''
    ? graphqlRequest(DELETE_NOTE_DRAFT_MUTATION, { applicationId: variables.applicationId }, options)
    : graphqlRequest(SAVE_NOTE_DRAFT_MUTATION, variables, options);
}

export function useSaveNoteDraftMutation() {
  return useMutation({ mutationFn: (variables: TNoteDraft) => writeNoteDraft(variables) });
}
