import type { TFormAnswers, TFormField, TOfficerLevel, TStageKey, TStageStatus } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const GET_QUESTIONS_AND_ANSWERS_QUERY = `query GetQuestionsAndAnswers($id: ID!) {
  getQuestionsAndAnswers(id: $id) {
    finalRemark
    applicationForms {
      id order title status stage stageKey officerId officerName officerRole officerLevel forwardedDate
      municipalFinalRemark fields
      answer { data isChecklistFilled action }
      oldAnswer { data isChecklistFilled action }
      stageState { id name status receivedDate completedDate finalRemark l1Remarks l2Remarks }
    }
  }
}`;

export type TFormAnswer = { data: TFormAnswers; isChecklistFilled: boolean; action: 'view' | 'edit' };

export type TApplicationForm = {
  id: string;
  order: number;
  title: string;
  status: TStageStatus;
  stage: string;
  stageKey: TStageKey;
  officerId: string;
  officerName: string;
  officerRole: string;
  officerLevel: TOfficerLevel;
  forwardedDate: string | null;
  municipalFinalRemark: string | null;
  fields: TFormField[];
  answer: TFormAnswer | null;
  oldAnswer: TFormAnswer | null;
  stageState: {
    id: string;
    name: string;
    status: string;
    receivedDate: string;
    completedDate: string | null;
    finalRemark: string | null;
    l1Remarks: string | null;
    l2Remarks: string | null;
  };
};

export const applicationFormsKey = (id: string) => ['getQuestionsAndAnswers', id] as const;

/** Spec 3 §7: the application's forms, fetched each time (network-only). */
export function useApplicationFormsQuery(id: string) {
  return useQuery({
    queryKey: applicationFormsKey(id),
    staleTime: 0,
    queryFn: () =>
      graphqlRequest<
        { getQuestionsAndAnswers: { finalRemark: string | null; applicationForms: TApplicationForm[] } },
        {
          id: string;
        }
      >(GET_QUESTIONS_AND_ANSWERS_QUERY, { id }).then((data) => data.getQuestionsAndAnswers),
  });
}
