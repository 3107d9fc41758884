import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/**
 * Each `graphql(…)` call of the console becomes an import of its document from the generated folder (the client
 * preset's babel plugin, codegen.ts): the generated map of every operation (gql.ts, each operation's text a second
 * time) stays out of the bundle (issue 17 §4).
 *
 * Babel runs only on the files that call `graphql(`, chosen by the bundler's own filter before any JavaScript runs.
 * Given to the React plugin, it parsed and printed every file of the console and the domain again: a fifth of a
 * build, which a first `npm start` waits on (issue 17 §5). The build's output is the same.
 */
export function graphqlDocumentImports(options: { generatedFolder: string }): Plugin {
  return {
    name: 'anumati:graphql-document-imports',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /[\\/]node_modules[\\/]/ }, code: 'graphql(' },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          // A .ts file is parsed without JSX: `<T>(value: T) => …` is a generic function there, not an element.
          parserOpts: { plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: [[babelOptimizerPlugin, { artifactDirectory: options.generatedFolder, gqlTagName: 'graphql' }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
