import { useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { ADMINISTRATION_KEY } from './administration-key';

const HAND_OVER_PREVIEW_QUERY = graphql(`
  query OfficerHandOverPreview($officerId: ID!, $post: OfficerPostInput) {
    officerHandOverPreview(officerId: $officerId, post: $post) {
      canSave
      turns {
        applicationId
        applicationNumber
        stage
        level
        dueDate
        toOfficerId
        toOfficerName
        problem
      }
    }
  }
`);

export type THandOverPreview = TResultOf<typeof HAND_OVER_PREVIEW_QUERY>['officerHandOverPreview'];
export type THandOverTurn = THandOverPreview['turns'][number];
export type TOfficerPost = { role: string; ulbId: string | null };

/**
 * Issue 52 §4: what a transfer to `post`, or a deactivation (post null), would do to the officer's open turns,
 * asked before anything is saved. `isEnabled` false while the post is not chosen yet.
 */
export function useHandOverPreviewQuery(officerId: string, post: TOfficerPost | null, isEnabled: boolean) {
  return useQuery({
    queryKey: [ADMINISTRATION_KEY, 'hand-over', officerId, post],
    queryFn: () =>
      graphqlRequest(HAND_OVER_PREVIEW_QUERY, { officerId, post }).then((data) => data.officerHandOverPreview),
    enabled: isEnabled,
    // Turns move with every officer's work: the preview is read afresh each time the dialog asks.
    staleTime: 0,
    gcTime: 0,
  });
}
