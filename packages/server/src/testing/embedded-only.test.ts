import { build } from 'esbuild';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_ONLY_TEST_FILES } from './embedded-only';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What decides a test's database: the test database's opener, and a command's opener, which reads the config. */
const DATABASE_CHOOSERS = ['src/testing/test-database.ts', 'src/db/open-for-command.ts'];

/** The project's own modules a test file loads, transitively (installed packages left out). */
async function modulesOf(file: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: [file],
    bundle: true,
    write: false,
    outdir: 'embedded-only',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the test files the PostgreSQL pass leaves out (embedded-only.ts)', () => {
  it.each(EMBEDDED_ONLY_TEST_FILES)('%s opens no test database and reads no environment', async (file) => {
    await access(join(SERVER_ROOT, file));
    const modules = await modulesOf(file);
    // The check sees the file's imports at all.
    expect(modules).toContain(file);
    expect(DATABASE_CHOOSERS.filter((chooser) => modules.includes(chooser))).toEqual([]);
    const source = await readFile(join(SERVER_ROOT, file), 'utf8');
    expect(source).not.toMatch(/process\.env|DATABASE_URL/);
  });
});
