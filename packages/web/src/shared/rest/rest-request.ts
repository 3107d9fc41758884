import type { TRestAnswer } from '@anumati/domain';
import { AUTH_MESSAGES, SERVICE_MESSAGES } from '@anumati/domain';
import { newIdempotencyKey, sendWithRetry } from '../graphql/request-retry';
import { readAccessToken } from '../session/session-storage';

/** A REST answer that was not a success: the server's message (spec 2 §7), its HTTP status and what kind. */
export class RestRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'RestRequestError';
    this.status = status;
    this.code = status === 401 ? 'UNAUTHENTICATED' : undefined;
  }
}

/**
 * Calls one of the spec's REST paths (an absolute path: /api/v1/…, /api/fee_details/…) with the session's
 * bearer token and answers the whole answer (some, like the signed upload form, carry fields beside data). A
 * success false, or an HTTP failure, becomes a RestRequestError with the server's message (else the status text,
 * or for a server failure the service's "unavailable" message). A read, and a signed-in officer's write (with its
 * Idempotency-Key), are sent again after a busy answer or a lost connection (issue 50 §3).
 */
export async function restAnswer<TAnswer extends Partial<TRestAnswer<unknown>>>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<TAnswer> {
  const token = readAccessToken();
  const method = init.method ?? 'GET';
  const isWrite = method !== 'GET';
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token && isWrite) headers['idempotency-key'] = newIdempotencyKey();
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const response = await sendWithRetry(() => fetch(path, { method, headers, body }), {
    isRepeatable: !isWrite || token !== null,
  });
  const answer = (await response.json().catch(() => null)) as TAnswer | null;
  if (!response.ok || !answer?.success) {
    const fallback =
      response.status === 401
        ? AUTH_MESSAGES.unauthenticated
        : response.status >= 500
          ? SERVICE_MESSAGES.unavailable
          : response.statusText;
    throw new RestRequestError(answer?.message || fallback || AUTH_MESSAGES.defaultLoadError, response.status);
  }
  return answer;
}

/** A REST call's data (see restAnswer). */
export async function restRequest<TData>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<TData> {
  return (await restAnswer<TRestAnswer<TData>>(path, init)).data as TData;
}

/**
 * Spec 2 §7: fee, certificate and document failures are logged only and loading ends silently: such a call
 * answers `fallback` instead, unless the session has gone (that still opens the session-expired dialog).
 */
export async function restRequestOrElse<TData>(path: string, fallback: TData): Promise<TData> {
  try {
    return await restRequest<TData>(path);
  } catch (error) {
    if (error instanceof RestRequestError && error.code === 'UNAUTHENTICATED') throw error;
    console.error(`GET ${path} failed`, error);
    return fallback;
  }
}
