import { REVIEW_REMARKS_PAGE_SIZE } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';

const REVIEW_REMARKS_QUERY = graphql(`
  query ReviewRemarks($id: ID!, $page: Int, $perPage: Int) {
    reviewRemarks(id: $id, page: $page, perPage: $perPage) {
      totalCount
      totalPages
      finalRemarkLabel
      records {
        id
        title
        status
        stage
        officerName
        officerRole
        officerLevel
        forwardedDate
        municipalFinalRemark
        beforeShowcase
        stageState {
          name
          receivedDate
          completedDate
          dueDate
          finalRemark
          l1Remarks
          l2Remarks
        }
        answer {
          data
          action
        }
        fields
      }
    }
  }
`);

export type TReviewRemark = TReviewRemarksPage['records'][number];

type TReviewRemarksPage = TResultOf<typeof REVIEW_REMARKS_QUERY>['reviewRemarks'];

/** Spec 2 §7: reviewRemarks(id, page, perPage 30). */
export function useReviewRemarksQuery(applicationId: string, page: number, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reviewRemarks', applicationId, page],
    enabled: options.isEnabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: () =>
      graphqlRequest(REVIEW_REMARKS_QUERY, { id: applicationId, page, perPage: REVIEW_REMARKS_PAGE_SIZE }).then(
        (data) => data.reviewRemarks,
      ),
  });
}
