import type { ValidationContext, ValidationRule } from 'graphql';
import { createRequire } from 'node:module';
import type * as CostLimit from '@escape.tech/graphql-armor-cost-limit';
import type * as MaxAliases from '@escape.tech/graphql-armor-max-aliases';
import type * as MaxDepth from '@escape.tech/graphql-armor-max-depth';
import type * as MaxDirectives from '@escape.tech/graphql-armor-max-directives';
import type { TConfig } from '../platform/config';
import { createErrorFormatter } from './error-formatter';
import { graphqlRuntime } from './graphql-runtime';

/**
 * The GraphQL limits of issue 15 §3. A request over any of them is refused at parse or validation time, before
 * a resolver runs, with BAD_USER_INPUT. The console's own operations stay well inside them
 * (graphql-limits.test.ts checks every operation the console sends).
 * Measured on the console's 45 operations (graphql-limits.test.ts): at most ~200 tokens, depth 4 and cost 62
 * (the inbox list); the bounds leave room for new screens without letting one request do the work of many.
 * - tokens: graphql-js stops parsing after this many tokens (and platform/hardening.ts refuses a query text over
 *   20,000 characters before that), so a 50,000-alias document is refused without being read;
 * - aliases: one request cannot run an expensive list many times over (50 aliases of the inbox froze the server);
 * - depth: graphql-armor counts the console's deepest selection as 4;
 * - directives: @include/@skip repeated many times;
 * - cost: graphql-armor's weighting (objects 2, scalars 1, ×1.5 a level; lists multiplied by first/last).
 *   Our lists are paged by page/perPage, which the shared schemas bound, so a list's size is bounded by
 *   construction rather than by the cost rule.
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 2000,
  maxAliases: 15,
  maxDepth: 8,
  maxDirectives: 20,
  maxCost: 500,
  maxBodyBytes: 256 * 1024,
} as const;

// The rules must build their GraphQLErrors with the CommonJS graphql that mercurius uses (graphql-runtime.ts);
// graphql-armor's packages are CommonJS and share it when taken through require.
const require = createRequire(import.meta.url);
const { costLimitRule } = require('@escape.tech/graphql-armor-cost-limit') as typeof CostLimit;
const { maxAliasesRule } = require('@escape.tech/graphql-armor-max-aliases') as typeof MaxAliases;
const { maxDepthRule } = require('@escape.tech/graphql-armor-max-depth') as typeof MaxDepth;
const { maxDirectivesRule } = require('@escape.tech/graphql-armor-max-directives') as typeof MaxDirectives;

/**
 * graphql-armor throws its error out of the validation visitor by default, which mercurius would take for a
 * fault of ours; reported through the validation context it is an ordinary validation error (HTTP 400).
 */
const reportThroughContext = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: Parameters<ValidationContext['reportError']>[0]) =>
      context?.reportError(error),
  ],
};

export function graphqlValidationRules(config: TConfig): ValidationRule[] {
  const armor = [
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...reportThroughContext }),
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...reportThroughContext }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, ...reportThroughContext }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...reportThroughContext }),
  ] as unknown as ValidationRule[];
  // The schema is public in the repository; a production server need not hand it to anyone who asks.
  return config.NODE_ENV === 'production' ? [...armor, graphqlRuntime.NoSchemaIntrospectionCustomRule] : armor;
}

/**
 * Mercurius' own options that carry the limits (graphql-js's token bound, the validation rules above) and the
 * error formatter that answers a refused request with BAD_USER_INPUT and its HTTP status.
 */
export function graphqlLimitOptions(config: TConfig) {
  return {
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    validationRules: graphqlValidationRules(config),
    // A GraphQL request is a query and its variables: the longest the console sends is a 20,000-character note.
    // Fastify refuses a larger body from its Content-Length, before reading it (413).
    additionalRouteOptions: { bodyLimit: GRAPHQL_LIMITS.maxBodyBytes },
    errorFormatter: createErrorFormatter({ hideSuggestions: config.NODE_ENV === 'production' }),
  };
}
