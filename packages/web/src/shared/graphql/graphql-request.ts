import { AUTH_MESSAGES, SERVICE_MESSAGES } from '@anumati/domain';
import { readAccessToken } from '../session/session-storage';
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { TDomainTyped } from './domain-fields';
import type { TypedDocumentString } from './generated/graphql';
import { newIdempotencyKey, sendWithRetry } from './request-retry';

/** An error the server sent in GraphQL's errors list: its message is for the officer. */
export class GraphqlRequestError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'GraphqlRequestError';
    this.code = code;
  }
}

type TGraphqlAnswer = {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** A refusal before GraphQL ran (the overload guard, a rate limit) answers in the REST shape. */
  message?: string;
};

const MUTATION = /^\s*mutation\b/;

/** What an operation (or a fragment) answers, as the console reads it: the schema's types, narrowed by domain-fields.ts. */
export type TResultOf<TDocument> = TDomainTyped<ResultOf<TDocument>>;

type TRequestOptions = {
  keepalive?: boolean;
  /** A write kept on the device and sent later (features/field-inspection) keeps its own key across every send. */
  idempotencyKey?: string;
};

/** Variables are only serialised, so a readonly list will do wherever the schema takes a list. */
type TSendable<T> = T extends readonly (infer TItem)[]
  ? readonly TSendable<TItem>[]
  : T extends object
    ? { [TKey in keyof T]: TSendable<T[TKey]> }
    : T;

/** An operation without variables needs none; every other operation needs its own, checked against the schema. */
type TRequestArguments<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TSendable<TVariables>, options?: TRequestOptions]
    : [variables: TSendable<TVariables>, options?: TRequestOptions];

/**
 * Posts one operation to the API with the session's bearer token. `keepalive` lets the request outlive the page
 * (a write sent as the officer reloads or leaves); the request is sent before the first await.
 *
 * Issue 50 §3: a signed-in officer's mutation carries an Idempotency-Key, the same for each time it is sent, so it
 * is sent again after a busy answer or a lost connection (request-retry.ts) and the server still does it once.
 * A failure never reaches the officer as the server's raw answer: a refusal in the REST shape gives its message,
 * anything else the service's own "unavailable" message, both translated where they are shown.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables, options = {}]: TRequestArguments<TVariables>
): Promise<TDomainTyped<TResult>> {
  const token = readAccessToken();
  const query = document.toString();
  const isMutation = MUTATION.test(query);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (token && isMutation) headers['idempotency-key'] = options.idempotencyKey ?? newIdempotencyKey();
  const body = JSON.stringify({ query, variables: variables ?? {} });
  const response = await sendWithRetry(
    () => fetch('/graphql', { method: 'POST', keepalive: options.keepalive ?? false, headers, body }),
    { isRepeatable: !isMutation || token !== null },
  );
  const answer = (await response.json().catch(() => ({}))) as TGraphqlAnswer;
  const [error] = answer.errors ?? [];
  if (error) throw new GraphqlRequestError(error.message, error.extensions?.code);
  if (!response.ok || !answer.data) throw refusal(response, answer);
  // The one place the answer meets its type: the server answers the document's selection from the same schema,
  // and its closed-set strings come from the domain's sets (domain-fields.ts).
  return answer.data as TDomainTyped<TResult>;
}

/** A failure without GraphQL errors: the refusal's own message, or what its status means to an officer. */
function refusal(response: Response, answer: TGraphqlAnswer): GraphqlRequestError {
  if (response.status === 429)
    return new GraphqlRequestError(answer.message ?? AUTH_MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS');
  if (response.status >= 500)
    return new GraphqlRequestError(answer.message ?? SERVICE_MESSAGES.unavailable, 'UNAVAILABLE');
  return new GraphqlRequestError(answer.message ?? AUTH_MESSAGES.defaultLoadError);
}
