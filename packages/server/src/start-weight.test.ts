import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Libraries that only some requests, or only one of the two databases, need: each loads with its first use
 * (`await import`), so that a restart is not a few hundred milliseconds longer for each (issue 17 §5, ≤ 3 s).
 */
const LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/s3-presigned-post',
  '@smithy/signature-v4',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'sanitize-html',
  'qrcode',
  'pdfkit',
  'pdf-lib',
  'exceljs',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/node-postgres',
];

/** The installed packages the server's entry point imports before it starts: its static imports, transitively. */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: ['src/main.ts'],
    bundle: true,
    write: false,
    outdir: 'start-weight',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return new Set(
    Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((item) => item.external && item.kind === 'import-statement').map((item) => item.path),
    ),
  );
}

describe('the server’s start', () => {
  it('loads none of the libraries that wait for their first use', async () => {
    const atStart = await packagesLoadedAtStart();
    // The check sees the start's imports at all: the web server and the GraphQL layer are among them.
    expect(atStart).toContain('fastify');
    expect(atStart).toContain('mercurius');
    expect(LOADED_ON_FIRST_USE.filter((name) => atStart.has(name))).toEqual([]);
  });
});
