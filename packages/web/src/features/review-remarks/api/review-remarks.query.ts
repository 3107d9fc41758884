import { REVIEW_REMARKS_PAGE_SIZE, type TFormAnswers, type TFormField } from '@anumati/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const REVIEW_REMARKS_QUERY = `query ReviewRemarks($id: ID!, $page: Int, $perPage: Int) {
  reviewRemarks(id: $id, page: $page, perPage: $perPage) {
    totalCount totalPages finalRemarkLabel
    records {
      id title status stage officerName officerRole officerLevel forwardedDate municipalFinalRemark beforeShowcase
      stageState { name receivedDate completedDate dueDate finalRemark l1Remarks l2Remarks }
      answer { data action } fields
    }
  }
}`;

export type TReviewRemark = {
  id: string;
  title: string;
  status: string | null;
  stage: string;
  officerName: string;
  officerRole: string;
  officerLevel: string;
  forwardedDate: string | null;
  municipalFinalRemark: string | null;
  beforeShowcase: boolean;
  stageState: {
    name: string;
    receivedDate: string;
    completedDate: string | null;
    dueDate: string;
    finalRemark: string | null;
    l1Remarks: string | null;
    l2Remarks: string | null;
  };
  answer: { data: TFormAnswers; action: string } | null;
  fields: TFormField[];
};

export type TReviewRemarksPage = {
  totalCount: number;
  totalPages: number;
  finalRemarkLabel: string;
  records: TReviewRemark[];
};

/** Spec 2 §7: reviewRemarks(id, page, perPage 30). */
export function useReviewRemarksQuery(applicationId: string, page: number, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reviewRemarks', applicationId, page],
    enabled: options.isEnabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: () =>
      graphqlRequest<{ reviewRemarks: TReviewRemarksPage }, { id: string; page: number; perPage: number }>(
        REVIEW_REMARKS_QUERY,
        { id: applicationId, page, perPage: REVIEW_REMARKS_PAGE_SIZE },
      ).then((data) => data.reviewRemarks),
  });
}
