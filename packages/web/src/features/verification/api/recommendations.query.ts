import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const RECOMMENDATIONS_QUERY = `query Recommendations($id: ID!, $formInstanceId: [ID!]!) {
  recommendations(id: $id, formInstanceId: $formInstanceId) { formInstanceId options status finalRemark }
}`;

export type TFormRecommendation = {
  formInstanceId: string;
  options: string[];
  status: string;
  finalRemark: string | null;
};

/** Spec 3 §7 recommendations(id, formInstanceId list): what each form may send now. */
export function useRecommendationsQuery(applicationId: string, formInstanceIds: readonly string[]) {
  return useQuery({
    queryKey: ['recommendations', applicationId, formInstanceIds],
    enabled: formInstanceIds.length > 0,
    staleTime: 0,
    queryFn: () =>
      graphqlRequest<{ recommendations: TFormRecommendation[] }, { id: string; formInstanceId: readonly string[] }>(
        RECOMMENDATIONS_QUERY,
        { id: applicationId, formInstanceId: formInstanceIds },
      ).then((data) => new Map(data.recommendations.map((entry) => [entry.formInstanceId, entry]))),
  });
}
