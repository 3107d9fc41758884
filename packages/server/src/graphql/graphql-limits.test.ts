import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_TEST_ENV, type TTestApp } from '../testing/test-app';
import { FIELD_SCAN_COSTS, GRAPHQL_LIMITS, graphqlValidationRules, scanCostRule } from './graphql-limits';
import { graphqlRuntime } from './graphql-runtime';
import { loadSchema } from './schema-sdl';
import { loadConfig } from '../platform/config';

let t: TTestApp;
let production: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ env: PRODUCTION_TEST_ENV });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const aliases = (count: number, field = '__typename') =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

async function post(app: TTestApp, query: string) {
  const response = await app.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
  return { status: response.statusCode, body: response.json<{ data: unknown; errors?: TError[] }>() };
}
type TError = { message: string; extensions?: { code?: string } };

describe('GraphQL limits (issue 15 §3)', () => {
  it('refuses the 50,000-alias request before graphql reads it', async () => {
    const answer = await post(t, aliases(50_000));
    // About 900 KB: over the GraphQL body limit, refused from its length before it is read.
    expect(answer.status).toBe(413);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a document over the token limit', async () => {
    // Short enough to reach the parser; one token more than the limit.
    const query = `{ ${'a '.repeat(GRAPHQL_LIMITS.maxTokens)} }`;
    const answer = await post(t, query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/more that 2000 tokens/);
  });

  it('refuses more aliases than the limit, and runs the limit itself', async () => {
    const over = await post(t, aliases(GRAPHQL_LIMITS.maxAliases + 1, 'me { id }'));
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded, found 16/);
    const within = await post(t, aliases(GRAPHQL_LIMITS.maxAliases));
    expect(within.status).toBe(200);
    expect(within.body.errors).toBeUndefined();
  });

  it('refuses a selection deeper than the limit', async () => {
    const deep = `{ ${'__type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }'} }`;
    const answer = await post(t, deep);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/Query depth limit of 8 exceeded/);
  });

  it('refuses too many directives and a query over the cost limit', async () => {
    const directives = await post(t, `{ __typename ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)}}`);
    expect(directives.status).toBe(400);
    expect(JSON.stringify(directives.body.errors)).toMatch(/Directives limit/);
    // The limit's number of aliases of a selection within the depth limit: over the cost (8 inbox lists would be).
    const costly = aliases(
      GRAPHQL_LIMITS.maxAliases,
      '__type(name: "Query") { name description kind fields { name description type { name description kind fields { name } } } }',
    );
    const answer = await post(t, costly);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.message)).toEqual([
      expect.stringMatching(/Query Cost limit of 500 exceeded/),
    ]);
  });

  it('gives no field suggestions in production, and refuses introspection there', async () => {
    const misspelt = '{ me { idd } }';
    expect((await post(t, misspelt)).body.errors?.[0]?.message).toMatch(/Did you mean/);
    const hidden = await post(production, misspelt);
    expect(hidden.status).toBe(400);
    expect(hidden.body.errors?.[0]?.message).toBe('Cannot query field "idd" on type "Officer".');
    const introspection = await post(production, '{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the scan budget (issue 51 §3)', () => {
  const schema = graphqlRuntime.buildSchema(loadSchema());
  const costOf = (document: string) =>
    graphqlRuntime.validate(schema, graphqlRuntime.parse(document), [scanCostRule(-1)])[0]?.extensions?.cost;

  it('prices every query field of the schema by what it scans', () => {
    const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
    expect(fields.filter((field) => !(field in FIELD_SCAN_COSTS))).toEqual([]);
    expect(Object.keys(FIELD_SCAN_COSTS).filter((field) => !fields.includes(field))).toEqual([]);
  });

  it('counts every alias, the fields inside fragments, nested lists and each mutation', () => {
    expect(costOf('{ me { id } }')).toBe(1);
    expect(costOf('{ a: deemedAlerts { day } b: deemedAlerts { day } }')).toBe(80);
    expect(
      costOf('{ ...F } fragment F on Query { ... on Query { reports(type: CONSOLIDATED) { rows { ulbName } } } }'),
    ).toBe(41);
    expect(costOf('mutation { a: signout { message } b: signout { message } }')).toBe(10);
  });
});

/** The operations the console sends, as generated from its source (npm run codegen: each document as sent). */
function consoleOperations(): { name: string; document: string }[] {
  const generated = fileURLToPath(new URL('../../../web/src/shared/graphql/generated/graphql.ts', import.meta.url));
  const text = readFileSync(generated, 'utf8');
  return [...text.matchAll(/export const (\w+)Document = new TypedDocumentString\(`([^`]*)`/g)].map((match) => ({
    name: match[1] ?? '',
    document: match[2] ?? '',
  }));
}

describe('the console within the limits', () => {
  it('every operation the console sends passes every limit', () => {
    const operations = consoleOperations();
    expect(operations.length).toBeGreaterThan(40);
    const schema = graphqlRuntime.buildSchema(loadSchema());
    const rules = graphqlValidationRules(loadConfig(PRODUCTION_TEST_ENV));
    for (const { name, document } of operations) {
      const parsed = graphqlRuntime.parse(document, { maxTokens: GRAPHQL_LIMITS.maxTokens });
      const errors = graphqlRuntime.validate(schema, parsed, [...graphqlRuntime.specifiedRules, ...rules]);
      expect({ name, errors: errors.map((error) => error.message) }).toEqual({ name, errors: [] });
    }
  });
});
