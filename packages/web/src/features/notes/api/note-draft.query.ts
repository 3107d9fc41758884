import { useMutation, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const NOTE_DRAFT_QUERY = `query NoteDraft($applicationId: ID!) { noteDraft(applicationId: $applicationId) { comment } }`;
export const SAVE_NOTE_DRAFT_MUTATION = `mutation SaveNoteDraft($applicationId: ID!, $comment: String!) {
  saveNoteDraft(applicationId: $applicationId, comment: $comment) { comment }
}`;
export const DELETE_NOTE_DRAFT_MUTATION = `mutation DeleteNoteDraft($applicationId: ID!) {
  deleteNoteDraft(applicationId: $applicationId) { success }
}`;

/** The officer's draft note on an application, as the server keeps it (empty when there is none). */
export function useNoteDraftQuery(applicationId: string) {
  return useQuery({
    queryKey: ['noteDraft', applicationId],
    // Read once when the editor opens: afterwards the editor holds the newest text.
    staleTime: Infinity,
    gcTime: 0,
    queryFn: () =>
      graphqlRequest<{ noteDraft: { comment: string } | null }, { applicationId: string }>(NOTE_DRAFT_QUERY, {
        applicationId,
      }).then((data) => data.noteDraft?.comment ?? ''),
  });
}

type TNoteDraft = { applicationId: string; comment: string };

/** Writes the draft (an empty one removes it); `keepalive` for a write sent as the page goes away. */
export function writeNoteDraft(variables: TNoteDraft, options: { keepalive?: boolean } = {}) {
  return variables.comment === ''
    ? graphqlRequest(DELETE_NOTE_DRAFT_MUTATION, { applicationId: variables.applicationId }, options)
    : graphqlRequest(SAVE_NOTE_DRAFT_MUTATION, variables, options);
}

export function useSaveNoteDraftMutation() {
  return useMutation({ mutationFn: (variables: TNoteDraft) => writeNoteDraft(variables) });
}
