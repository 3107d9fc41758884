import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest, type TResultOf } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

export const GET_QUESTIONS_AND_ANSWERS_QUERY = graphql(`
  query GetQuestionsAndAnswers($id: ID!) {
    getQuestionsAndAnswers(id: $id) {
      finalRemark
      applicationForms {
        id
        order
        title
        status
        stage
        stageKey
        officerId
        officerName
        officerRole
        officerLevel
        forwardedDate
        municipalFinalRemark
        fields
        answer {
          data
          isChecklistFilled
          action
        }
        oldAnswer {
          data
          isChecklistFilled
          action
        }
        stageState {
          id
          name
          status
          receivedDate
          completedDate
          finalRemark
          l1Remarks
          l2Remarks
        }
      }
    }
  }
`);

export type TApplicationForm = TResultOf<
  typeof GET_QUESTIONS_AND_ANSWERS_QUERY
>['getQuestionsAndAnswers']['applicationForms'][number];

export const applicationFormsKey = (id: string) => ['getQuestionsAndAnswers', id] as const;

/** Spec 3 §7: the application's forms, fetched each time (network-only). */
export const applicationFormsQuery = (id: string) =>
  queryOptions({
    queryKey: applicationFormsKey(id),
    staleTime: 0,
    queryFn: () => graphqlRequest(GET_QUESTIONS_AND_ANSWERS_QUERY, { id }).then((data) => data.getQuestionsAndAnswers),
  });

export function useApplicationFormsQuery(id: string) {
  return useQuery(applicationFormsQuery(id));
}
