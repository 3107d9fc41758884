import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import { loadSchema } from './packages/server/src/graphql/schema-sdl';

/**
 * `npm run codegen`: the console's GraphQL operations (the `graphql(…)` calls in packages/web/src) typed from the
 * server's schema, read from its SDL files as the server reads them, so no server needs to run. The output is
 * committed, outside lint and Prettier; `npm test` fails when it is stale (`npm run codegen:check`).
 */
/** A type of the server's, as the generated resolver types (in packages/server/src/graphql/generated/) import it. */
const SERVER_TYPE = (path: string, name: string) => `import('../../${path}').${name}`;

/**
 * typescript-resolvers with its template's `any`s typed (the plugin writes them whatever its config, an open issue
 * upstream: dotansimha/graphql-code-generator#6482): a subscription's payload and parent are `unknown`, a subscription
 * factory takes `never[]` (any function fits), a scalar's external value is `unknown`. The schema has no
 * subscriptions; the scalar's config is JSON's. A template that grows another `any` fails the generation here.
 */
const ANY_IN_TEMPLATE: readonly (readonly [RegExp, string])[] = [
  [/SubscriptionSubscribeFn<any,/g, 'SubscriptionSubscribeFn<unknown,'],
  [/SubscriptionResolveFn<TResult, any,/g, 'SubscriptionResolveFn<TResult, unknown,'],
  [/\(\.\.\.args: any\[\]\)/g, '(...args: never[])'],
  [/(GraphQLScalarTypeConfig<[^,]+), any>/g, '$1, unknown>'],
];
const typedAnys = (code: string | undefined) => {
  const typed = ANY_IN_TEMPLATE.reduce((text, [pattern, type]) => text.replace(pattern, type), code ?? '');
  const untyped = /[<(,:]\s*any\b|\bany\[\]/.exec(typed);
  if (untyped)
    throw new Error(
      `typescript-resolvers wrote an untyped any: …${typed.slice(untyped.index - 60, untyped.index + 20)}…`,
    );
  return typed;
};
type TPlugin = Awaited<ReturnType<NonNullable<CodegenConfig['pluginLoader']>>>;
const typedResolvers: TPlugin = {
  plugin: async (...args: Parameters<typeof typescriptResolvers.plugin>) => {
    const output = await typescriptResolvers.plugin(...args);
    return { ...output, prepend: output.prepend?.map(typedAnys), content: typedAnys(output.content) };
  },
};
/**
 * The plugins by package name: `typed-resolvers` is the one above (knip.json ignores it as a package), the others
 * load as the CLI loads them.
 */
const loadPlugin = async (name: string): Promise<TPlugin> =>
  name === '@graphql-codegen/typed-resolvers' ? typedResolvers : ((await import(name)) as TPlugin);

const config: CodegenConfig = {
  pluginLoader: loadPlugin,
  schema: loadSchema(),
  documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/shared/graphql/generated/**'],
  generates: {
    'packages/web/src/shared/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Each object's __typename, so that graphql-request.ts can read its closed-set fields as domain unions
      // (domain-fields.ts keys them by GraphQL type).
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        // Operations are sent as strings (graphql-request.ts): no GraphQL parser in the bundle.
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        // A nullable field is present and null, as the server answers, rather than optional.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { ID: 'string', JSON: 'unknown' },
      },
    },
    // The server's resolvers typed from the same schema (issue 56 §4): a resolver answering the wrong shape fails
    // `npm run typecheck` (graphql/resolver-types.test.ts keeps a wrong one planted to prove it).
    'packages/server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typed-resolvers'],
      config: {
        useTypeImports: true,
        // The schema's enums are the domain's closed sets (closed-sets.graphql): as unions, the domain's own
        // unions fit them.
        enumsAsTypes: true,
        contextType: 'mercurius#MercuriusContext',
        makeResolverTypeCallable: true,
        // A resolver answers every field, null where the schema allows it: one it forgets fails the typecheck.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        // graphql-js serialises an integer as an ID; the server reads IDs as strings (zDatabaseId).
        scalars: { ID: { input: 'string', output: 'string | number' }, JSON: 'unknown' },
        // What the field resolvers of a type receive. Where a type has field resolvers, its parent is the domain
        // object they read, which must also carry every other field as the schema types it (the default resolver
        // reads those); OfficerApplication.stageStates comes from a loader (inbox.resolver.ts).
        mappers: {
          Officer: `${SERVER_TYPE('modules/officer/signed-in-officer', 'TSignedInOfficer')} & Omit<{T}, 'id' | 'mobile' | 'ulbName' | 'district' | 'authority' | 'role'>`,
          AdminOfficer: `${SERVER_TYPE('modules/administration/administration.service', 'TAdminOfficer')} & Omit<{T}, 'id' | 'role' | 'ulbId' | 'blockedUntil' | 'createdAt' | 'leaves' | 'charges'>`,
          OfficerApplication: "Omit<{T}, 'stageStates'>",
        },
        // The plugin reported all three as unused on every run while the generated types read each one: a mapper
        // written as a type expression rather than an imported name escapes its check (a warning, nothing else).
        showUnusedMappers: false,
      },
    },
  },
};

export default config;
