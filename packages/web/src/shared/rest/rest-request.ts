import { GraphqlRequestError } from '../graphql/graphql-request';
import { readAccessToken } from '../session/session-storage';

type TRestAnswer<TData> = { success?: boolean; message?: string; data?: TData };

/**
 * GETs one of the spec's REST calls ({ success, message, data }) with the session's bearer token, when there is
 * one. A refusal carries the server's message; a 401 is reported like GraphQL's UNAUTHENTICATED, so the
 * session-expired dialog opens for both.
 */
export async function restGet<TData>(path: string): Promise<TData> {
  const token = readAccessToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const answer = (await response.json().catch(() => ({}))) as TRestAnswer<TData>;
  if (!response.ok || !answer.success || answer.data === undefined) {
    throw new GraphqlRequestError(
      answer.message ?? (response.statusText || 'Some error occured'),
      response.status === 401 ? 'UNAUTHENTICATED' : undefined,
    );
  }
  return answer.data;
}
