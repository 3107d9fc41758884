import { AUTH_MESSAGES } from '@anumati/domain';
import { readAccessToken } from '../session/session-storage';
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { TDomainTyped } from './domain-fields';
import type { TypedDocumentString } from './generated/graphql';

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
};

/** What an operation (or a fragment) answers, as the console reads it: the schema's types, narrowed by domain-fields.ts. */
export type TResultOf<TDocument> = TDomainTyped<ResultOf<TDocument>>;

type TRequestOptions = { keepalive?: boolean };

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
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables, options = {}]: TRequestArguments<TVariables>
): Promise<TDomainTyped<TResult>> {
  const token = readAccessToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    keepalive: options.keepalive ?? false,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  const answer = (await response.json().catch(() => ({}))) as TGraphqlAnswer;
  const [error] = answer.errors ?? [];
  if (error) throw new GraphqlRequestError(error.message, error.extensions?.code);
  if (!response.ok || !answer.data)
    throw new GraphqlRequestError(response.statusText || AUTH_MESSAGES.defaultLoadError);
  // The one place the answer meets its type: the server answers the document's selection from the same schema,
  // and its closed-set strings come from the domain's sets (domain-fields.ts).
  return answer.data as TDomainTyped<TResult>;
}
