import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { GraphqlRequestError } from '../shared/graphql/graphql-request';
import { RestRequestError } from '../shared/rest/rest-request';
import { onRequestError } from '../shared/session/session-expired';

/** The server's data for the whole console, the sign-in page's included (apart from the theme: app-providers.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onRequestError }),
    mutationCache: new MutationCache({ onError: onRequestError }),
    defaultOptions: {
      queries: {
        // An answer from the server is final; only a lost connection is worth retrying.
        retry: (failureCount, error) =>
          !(error instanceof GraphqlRequestError || error instanceof RestRequestError) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
