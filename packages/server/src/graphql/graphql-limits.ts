import { AUTH_MESSAGES } from '@anumati/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ASTNode,
  ASTVisitor,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
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
  /** The scan budget of one request (FIELD_SCAN_COSTS): two reports, or a report with the inbox and its counts. */
  maxScanCost: 100,
} as const;

/** What one root field makes the database read, in rough units (issue 51 §3). */
const SCAN = {
  /** One application, one officer, or one small table. */
  row: 1,
  /** A write: its checks, its rows and its audit event. */
  write: 5,
  /** The officer's own files: the inbox, its tab counts, a search, a page of corrections. */
  list: 10,
  /**
   * Every file of the officer's report scope (up to a whole state): reports, the chasing cell's figures, tables
   * and alerts. One `deemedAlerts` over the demo state took 130–210 ms (15 aliases of it, 1.9–3.2 s).
   */
  scope: 40,
} as const;

/**
 * Issue 51 §3: each root query field priced by what it scans. graphql-armor's cost counts the shape of a
 * selection, and prices one `deemedAlerts` as it prices `me`; this price is what makes 15 aliases of it
 * (600) a request over budget. A query field missing here is priced as a list, a mutation as a write;
 * graphql-limits.test.ts checks that every query field of the schema is priced here.
 */
export const FIELD_SCAN_COSTS: Readonly<Record<string, number>> = {
  me: SCAN.row,
  officersApplication: SCAN.row,
  recommendations: SCAN.row,
  applicationComments: SCAN.row,
  getQuestionsAndAnswers: SCAN.row,
  applicationForm: SCAN.row,
  reviewRemarks: SCAN.row,
  reportScope: SCAN.row,
  applicationCorrectionRequest: SCAN.row,
  applicationConditions: SCAN.row,
  publicSettings: SCAN.row,
  mySessions: SCAN.row,
  noteDraft: SCAN.row,
  adminOfficer: SCAN.row,
  adminRoles: SCAN.row,
  adminJurisdictions: SCAN.row,
  fieldPhotos: SCAN.row,
  siteVisits: SCAN.row,
  fieldPhotoMaxDistance: SCAN.row,
  applicationsByDateAndTypeFilter: SCAN.list,
  inboxTabCounts: SCAN.list,
  applicationsCorrectionRequest: SCAN.list,
  officerApplicationSearch: SCAN.list,
  // Issue 52: the administrator's officers (a page), one officer's audit trail, and what a hand-over would route.
  adminOfficers: SCAN.list,
  officerChanges: SCAN.list,
  officerHandOverPreview: SCAN.list,
  reports: SCAN.scope,
  reportApplications: SCAN.scope,
  chasingFigures: SCAN.scope,
  delayedFiles: SCAN.scope,
  delayingOfficers: SCAN.scope,
  penalties: SCAN.scope,
  officerPerformance: SCAN.scope,
  stageDelays: SCAN.scope,
  delayBands: SCAN.scope,
  deemedAlerts: SCAN.scope,
  deemedAlertCount: SCAN.scope,
  postVerificationAlerts: SCAN.scope,
  postVerificationAlertCount: SCAN.scope,
  // Every ULB of the administrator's scope with its open files.
  staffingGaps: SCAN.scope,
  deemedReviewAlerts: SCAN.scope,
  processingLeaderboard: SCAN.scope,
  feePaymentsLeaderboard: SCAN.scope,
  grievances: SCAN.scope,
  revenue: SCAN.scope,
  shortfalls: SCAN.scope,
  shortfallNotices: SCAN.scope,
  feeIntimations: SCAN.scope,
};

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

const { getNamedType, GraphQLError, isListType, isNonNullType, isObjectType, isInterfaceType, Kind } = graphqlRuntime;

/** Nested fields read what their root field found, through the loaders; a nested list is a little more. */
function nestedCost(field: GraphQLField<unknown, unknown>): number {
  const type = isNonNullType(field.type) ? field.type.ofType : field.type;
  return isListType(type) ? 1 : 0;
}

/**
 * The scan cost of one operation: its root fields at their price (every alias counted), plus its nested lists,
 * through fragments. The fragment cycles another rule refuses are cut here by a bound on nesting.
 */
function scanCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  root: 'query' | 'mutation' | null,
  depth = 0,
): number {
  if (depth > 32) return 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
      if (!field) continue;
      if (root === 'query') cost += FIELD_SCAN_COSTS[field.name] ?? SCAN.list;
      else if (root === 'mutation') cost += SCAN.write;
      else cost += nestedCost(field);
      const named = getNamedType(field.type);
      if (selection.selectionSet && (isObjectType(named) || isInterfaceType(named))) {
        cost += scanCost(context, selection.selectionSet, named, null, depth + 1);
      }
    } else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : context.getFragment(selection.name.value);
      const condition = fragment?.typeCondition ? context.getSchema().getType(fragment.typeCondition.name.value) : type;
      if (fragment && condition && (isObjectType(condition) || isInterfaceType(condition))) {
        cost += scanCost(context, fragment.selectionSet, condition, root, depth + 1);
      }
    }
  }
  return cost;
}

/** The error of a request over its scan budget: PAYLOAD_TOO_LARGE and the console's translated message. */
const overBudget = (cost: number, maxScanCost: number, nodes?: readonly ASTNode[]) =>
  new GraphQLError(AUTH_MESSAGES.requestTooLarge, {
    nodes,
    extensions: { code: 'PAYLOAD_TOO_LARGE', cost, maxCost: maxScanCost },
  });

/**
 * Refuses an operation whose scan cost is over the budget, with PAYLOAD_TOO_LARGE (HTTP 413, error-formatter.ts)
 * and the console's translated message; it is refused at validation, before a resolver runs.
 */
export function scanCostRule(maxScanCost: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root =
        operation.operation === 'mutation'
          ? schema.getMutationType()
          : operation.operation === 'query'
            ? schema.getQueryType()
            : null;
      if (!root) return;
      const cost = scanCost(
        context,
        operation.selectionSet,
        root,
        operation.operation === 'mutation' ? 'mutation' : 'query',
      );
      if (cost <= maxScanCost) return;
      context.reportError(overBudget(cost, maxScanCost, [operation]));
    },
  });
}

/** The scan cost of the costliest operation of a document; null when it does not parse. Kept per text. */
const scanCosts = new Map<string, number | null>();
const SCAN_COSTS_KEPT = 1000;

function documentScanCost(schema: GraphQLSchema, query: string): number | null {
  const known = scanCosts.get(query);
  if (known !== undefined) return known;
  let cost: number | null = null;
  try {
    const document = graphqlRuntime.parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    const errors = graphqlRuntime.validate(schema, document, [scanCostRule(-1)]);
    cost = Math.max(0, ...errors.map((error) => Number(error.extensions.cost ?? 0)));
  } catch {
    // Not GraphQL: mercurius refuses it with its own error.
  }
  if (scanCosts.size >= SCAN_COSTS_KEPT) scanCosts.clear();
  scanCosts.set(query, cost);
  return cost;
}

/**
 * The scan budget checked before mercurius reads the session: mercurius builds a request's context (the session,
 * a database read) before it validates, and a request over its budget is refused without any database work.
 * The same rule stays among the validation rules for what does not come through this route (app.graphql, and the
 * test of the console's operations).
 */
async function refuseOverBudget(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const payload = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | null;
  if (typeof payload?.query !== 'string') return;
  const cost = documentScanCost(this.graphql.schema, payload.query);
  if (cost === null || cost <= GRAPHQL_LIMITS.maxScanCost) return;
  return reply.code(413).send({ data: null, errors: [overBudget(cost, GRAPHQL_LIMITS.maxScanCost).toJSON()] });
}

export function graphqlValidationRules(config: TConfig): ValidationRule[] {
  const armor = [
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...reportThroughContext }),
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...reportThroughContext }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, ...reportThroughContext }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...reportThroughContext }),
  ] as unknown as ValidationRule[];
  const limits = [...armor, scanCostRule(GRAPHQL_LIMITS.maxScanCost)];
  // The schema is public in the repository; a production server need not hand it to anyone who asks.
  return config.NODE_ENV === 'production' ? [...limits, graphqlRuntime.NoSchemaIntrospectionCustomRule] : limits;
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
    // Issue 51 §3: a request that has not been answered in time is answered 503 (error-formatter.ts).
    additionalRouteOptions: {
      bodyLimit: GRAPHQL_LIMITS.maxBodyBytes,
      handlerTimeout: config.REQUEST_TIMEOUT_MS,
      preHandler: refuseOverBudget,
    },
    errorFormatter: createErrorFormatter({ hideSuggestions: config.NODE_ENV === 'production' }),
  };
}
