import type { TLanguage } from '@anumati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { meQueryOptions } from '../../../shared/officer/me.query';
import { graphql } from '../../../shared/graphql/generated';

export const SET_PREFERRED_LANGUAGE_MUTATION = graphql(`
  mutation SetPreferredLanguage($language: String!) {
    setPreferredLanguage(language: $language) {
      id
      preferredLanguage
    }
  }
`);

type TSetPreferredLanguageVariables = { language: TLanguage };

/** Saves the officer's language on the server; the signed-in officer's cached record follows. */
export function useSetPreferredLanguageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TSetPreferredLanguageVariables) =>
      graphqlRequest(SET_PREFERRED_LANGUAGE_MUTATION, variables),
    onSuccess: ({ setPreferredLanguage }) =>
      queryClient.setQueryData(meQueryOptions.queryKey, (me) =>
        me ? { ...me, preferredLanguage: setPreferredLanguage.preferredLanguage } : me,
      ),
  });
}
