import { AUTH_MESSAGES } from '@anumati/domain';
import { readAccessToken } from '../session/session-storage';

/** An error the server sent in GraphQL's errors list: its message is for the officer. */
export class GraphqlRequestError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'GraphqlRequestError';
    this.code = code;
  }
}

type TGraphqlAnswer<TData> = {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/**
 * Posts one operation to the API with the session's bearer token. `keepalive` lets the request outlive the page
 * (a write sent as the officer reloads or leaves); the request is sent before the first await.
 */
export async function graphqlRequest<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  document: string,
  variables?: TVariables,
  options: { keepalive?: boolean } = {},
): Promise<TData> {
  const token = readAccessToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    keepalive: options.keepalive ?? false,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: document, variables: variables ?? {} }),
  });
  const answer = (await response.json().catch(() => ({}))) as TGraphqlAnswer<TData>;
  const [error] = answer.errors ?? [];
  if (error) throw new GraphqlRequestError(error.message, error.extensions?.code);
  if (!response.ok || !answer.data)
    throw new GraphqlRequestError(response.statusText || AUTH_MESSAGES.defaultLoadError);
  return answer.data;
}
