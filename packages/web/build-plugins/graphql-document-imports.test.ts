import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphqlDocumentImports } from './graphql-document-imports';

const GENERATED = fileURLToPath(new URL('../src/shared/graphql/generated', import.meta.url));
const plugin = graphqlDocumentImports({ generatedFolder: GENERATED });

async function transform(code: string, id: string): Promise<string> {
  const hook = plugin.transform;
  if (!hook || typeof hook === 'function') throw new Error('the plugin transforms through a filtered hook');
  const result = (await hook.handler.call({} as never, code, id)) as { code: string } | null;
  if (!result) throw new Error(`${id} was not transformed`);
  return result.code;
}

const ME_QUERY_FILE = `
import { graphql } from '../graphql/generated';
export const ME_QUERY = graphql(\`
  query Me {
    me { id }
  }
\`);
`;

describe('graphqlDocumentImports', () => {
  it('replaces a graphql(…) call with an import of its generated document, leaving the map of every operation out', async () => {
    const code = await transform(ME_QUERY_FILE, '/console/src/shared/auth/me.query.ts');

    expect(code).toMatch(/import \{ MeDocument \} from ".*generated\/graphql"/);
    expect(code).toContain('export const ME_QUERY = MeDocument');
    // The graphql import is left unused, and the bundler drops it with the map behind it.
    expect(code).not.toContain('graphql(');
  });

  it('reads a .ts file as TypeScript without JSX, where <T>(…) is a generic function, and a .tsx file with JSX', async () => {
    const generic = `${ME_QUERY_FILE}\nexport const first = <T>(values: T[]) => values[0];\n`;
    const element = `${ME_QUERY_FILE}\nexport const Title = () => <h1>Me</h1>;\n`;

    await expect(transform(generic, '/console/src/shared/auth/me.query.ts')).resolves.toMatch(/<T,?>\(values: T\[\]\)/);
    await expect(transform(element, '/console/src/shared/auth/me-title.tsx')).resolves.toContain('<h1>Me</h1>');
  });

  it('is given only the console’s files that call graphql(, by the bundler’s filter', () => {
    const hook = plugin.transform;
    const filter = hook && typeof hook === 'object' ? hook.filter : undefined;

    expect(filter).toEqual({ id: { include: /\.tsx?$/, exclude: /[\\/]node_modules[\\/]/ }, code: 'graphql(' });
  });

  it('in the build, imports each document from a module of its own holding that document alone', async () => {
    const build = graphqlDocumentImports({ generatedFolder: GENERATED });
    const { configResolved, transform: transformHook, load } = build;
    if (typeof configResolved !== 'function') throw new Error('the plugin reads the command from the config');
    if (!transformHook || typeof transformHook === 'function' || !load || typeof load === 'function')
      throw new Error('the plugin transforms and loads through filtered hooks');
    await configResolved.call({} as never, { command: 'build', mode: 'production' } as never);

    const result = (await transformHook.handler.call({} as never, ME_QUERY_FILE, '/console/src/me.query.ts')) as {
      code: string;
    };
    expect(result.code).toContain('import { MeDocument } from "virtual:graphql-document/MeDocument";');
    const document = (await load.handler.call({} as never, '\0graphql-document:MeDocument')) as { code: string };
    expect(document.code).toContain('query Me');
    expect(document.code).not.toContain('mutation Login');
  });
});
