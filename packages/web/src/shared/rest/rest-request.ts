import { GraphqlRequestError } from '../graphql/graphql-request';
import { readAccessToken } from '../session/session-storage';

type TRestAnswer<TData> = { success?: boolean; message?: string; data?: TData };

/**
 * A GET of the REST API with the session's bearer token; the answer's data, or its message as the error (the
 * same error the GraphQL calls raise, so an expired session opens the same dialog).
 */
export async function restGet<TData>(path: string, params: Record<string, string | undefined> = {}): Promise<TData> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, value);
  const response = await authorisedFetch(`${path}${query.size ? `?${query.toString()}` : ''}`);
  const answer = (await response.json().catch(() => ({}))) as TRestAnswer<TData>;
  if (!response.ok || answer.success === false || answer.data === undefined) {
    throw restError(response, answer.message);
  }
  return answer.data;
}

/** Downloads a file the server makes (a spreadsheet) under the given name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await authorisedFetch(path);
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as TRestAnswer<unknown>;
    throw restError(response, answer.message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function authorisedFetch(path: string): Promise<Response> {
  return fetch(path, { headers: { authorization: `Bearer ${readAccessToken() ?? ''}` } });
}

function restError(response: Response, message: string | undefined): GraphqlRequestError {
  return new GraphqlRequestError(
    message ?? (response.statusText || 'Some error occured'),
    response.status === 401 ? 'UNAUTHENTICATED' : undefined,
  );
}
