import type { GraphQLFieldResolver } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Resolvers } from './generated/resolvers-types';
import { graphqlRuntime } from './graphql-runtime';
import { loadSchema } from './schema-sdl';

/**
 * Issue 56 §4: the resolvers are typed from the schema (codegen.ts), so a resolver answering the wrong shape fails
 * `npm run typecheck`. Each resolver below is planted wrong, with its type error expected: were the generated types
 * to let it through, the unused `@ts-expect-error` would fail the typecheck instead. Run, each is wrong to GraphQL
 * too: the request answers an error, which is what the officer would get.
 */
const SCOPE_LISTS = { authorities: [], districts: [], ulbs: [], authorityOptions: [] };

const PLANTED: { wrong: string; query: string; resolvers: Resolvers; error: RegExp }[] = [
  {
    wrong: 'a field of another type',
    query: '{ publicSettings { otpLength sessionIdleTimeoutSeconds } }',
    resolvers: {
      Query: {
        // @ts-expect-error otpLength is an Int.
        publicSettings: () => ({ otpLength: 'four', sessionIdleTimeoutSeconds: 300 }),
      },
    },
    error: /Int cannot represent non-integer value: "four"/,
  },
  {
    wrong: 'a field left out',
    query: '{ publicSettings { otpLength sessionIdleTimeoutSeconds } }',
    resolvers: {
      Query: {
        // @ts-expect-error sessionIdleTimeoutSeconds is missing.
        publicSettings: () => ({ otpLength: 4 }),
      },
    },
    error: /Cannot return null for non-nullable field PublicSettings.sessionIdleTimeoutSeconds/,
  },
  {
    wrong: 'a value outside its closed set',
    query: '{ reportScope { level } }',
    resolvers: {
      Query: {
        // @ts-expect-error COUNTRY is no ReportScopeLevel (the domain's REPORT_SCOPE_LEVELS).
        reportScope: () => ({ ...SCOPE_LISTS, level: 'COUNTRY', hasReports: true }),
      },
    },
    error: /Enum "ReportScopeLevel" cannot represent value: "COUNTRY"/,
  },
  {
    wrong: 'a field its parent does not have',
    query: '{ noteDraft(applicationId: "1") { comment } }',
    resolvers: {
      Query: {
        noteDraft: () => ({ applicationId: '1', comment: 'Site visited', updatedAt: '2026-01-01T00:00:00.000Z' }),
      },
      NoteDraft: {
        // @ts-expect-error A NoteDraft has no text: the parent is the NoteDraft the query answered.
        comment: (draft) => draft.text,
      },
    },
    error: /Cannot return null for non-nullable field NoteDraft.comment/,
  },
];

const schema = graphqlRuntime.buildSchema(loadSchema());

/** Runs a query with the given resolvers (the default resolver elsewhere), as mercurius would. */
async function errorsOf(query: string, resolvers: Resolvers) {
  const byType = resolvers as unknown as Record<string, Record<string, GraphQLFieldResolver<unknown, unknown>>>;
  const result = await graphqlRuntime.graphql({
    schema,
    source: query,
    fieldResolver: (source, args, context, info) =>
      (byType[info.parentType.name]?.[info.fieldName] ?? graphqlRuntime.defaultFieldResolver)(
        source,
        args,
        context,
        info,
      ),
  });
  return result.errors?.map((error) => error.message) ?? [];
}

describe('a resolver answering the wrong shape', () => {
  it.each(PLANTED)(
    'fails the typecheck, and answers an error when run: $wrong',
    async ({ query, resolvers, error }) => {
      expect(await errorsOf(query, resolvers)).toEqual([expect.stringMatching(error)]);
    },
  );
});
