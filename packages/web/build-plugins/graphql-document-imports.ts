import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where each document is imported from in the build: a module of its own (see below). */
const DOCUMENT_PREFIX = 'virtual:graphql-document/';
const RESOLVED_DOCUMENT_PREFIX = '\0graphql-document:';
const DOCUMENT_CLASS = 'virtual:graphql-document-class';
const RESOLVED_DOCUMENT_CLASS = '\0graphql-document-class';
/** The generated class, in JavaScript: a String that gives its text back (generated/graphql.ts). */
const DOCUMENT_CLASS_CODE = `export class TypedDocumentString extends String {
  constructor(value, meta) { super(value); this.value = value; this.__meta__ = meta; }
  toString() { return this.value; }
}`;
const GENERATED_DOCUMENT = /^export const (\w+) = new TypedDocumentString\((`[^`]*`)(, \{[^}]*\})?\) as unknown as /gm;
const DOCUMENT_IMPORT = /^import \{ ([\w, ]+) \} from "[^"]*generated\/graphql";$/gm;

/** Every document of the generated module, by name: its text (a template literal) and its fragment's meta. */
function readDocuments(generatedFolder: string): Map<string, string> {
  const source = readFileSync(join(generatedFolder, 'graphql.ts'), 'utf8');
  return new Map(
    [...source.matchAll(GENERATED_DOCUMENT)].map(([, name = '', text = '', meta = '']) => [
      name,
      `import { TypedDocumentString } from '${DOCUMENT_CLASS}';\nexport const ${name} = new TypedDocumentString(${text}${meta});\n`,
    ]),
  );
}

/**
 * Each `graphql(…)` call of the console becomes an import of its document from the generated folder (the client
 * preset's babel plugin, codegen.ts): the generated map of every operation (gql.ts, each operation's text a second
 * time) stays out of the bundle (issue 17 §4).
 *
 * Babel runs only on the files that call `graphql(`, chosen by the bundler's own filter before any JavaScript runs.
 * Given to the React plugin, it parsed and printed every file of the console and the domain again: a fifth of a
 * build, which a first `npm start` waits on (issue 17 §5). The build's output is the same.
 *
 * In the build, each document is a module of its own (issue 54 §6): the generated module holds all 85, and a module
 * is never split between chunks, so every operation's text came with the sign-in route (4.7 KB of its gzip JS). The
 * tests and the dev server import the generated module as it is.
 */
export function graphqlDocumentImports(options: { generatedFolder: string }): Plugin {
  let isBuild = false;
  let documents: Map<string, string> | undefined;
  return {
    name: 'anumati:graphql-document-imports',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.mode.includes('test');
    },
    buildStart() {
      documents = undefined;
    },
    resolveId: {
      filter: { id: /^virtual:graphql-document/ },
      handler(id) {
        if (id === DOCUMENT_CLASS) return RESOLVED_DOCUMENT_CLASS;
        return RESOLVED_DOCUMENT_PREFIX + id.slice(DOCUMENT_PREFIX.length);
      },
    },
    load: {
      filter: { id: /^\0graphql-document/ },
      handler(id) {
        if (id === RESOLVED_DOCUMENT_CLASS) return DOCUMENT_CLASS_CODE;
        documents ??= readDocuments(options.generatedFolder);
        const name = id.slice(RESOLVED_DOCUMENT_PREFIX.length);
        const code = documents.get(name);
        if (!code) throw new Error(`${name} is not a document of the generated module`);
        // Side-effect free: a chunk that no longer uses a document drops it.
        return { code, moduleSideEffects: false };
      },
    },
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
        if (!result?.code) return null;
        const transformed = isBuild
          ? result.code.replace(DOCUMENT_IMPORT, (_, names: string) =>
              names
                .split(',')
                .map((name) => name.trim())
                .map((name) => `import { ${name} } from "${DOCUMENT_PREFIX}${name}";`)
                .join(' '),
            )
          : result.code;
        // Each import line stays one line: the source map's lines still hold.
        return { code: transformed, map: result.map };
      },
    },
  };
}
