import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { loadSchema } from './packages/server/src/graphql/schema-sdl';

/**
 * `npm run codegen`: the console's GraphQL operations (the `graphql(…)` calls in packages/web/src) typed from the
 * server's schema, read from its SDL files as the server reads them, so no server needs to run. The output is
 * committed, outside lint and Prettier; `npm test` fails when it is stale (`npm run codegen:check`).
 */
const config: CodegenConfig = {
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
  },
};

export default config;
