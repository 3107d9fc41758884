import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * `npm start`'s console build: `vite build` runs only when the console's sources differ from those the build in
 * dist/ was made of. A second `npm start` on the same checkout waited about 19 s for a build of the same sources
 * before the server started (issue 17 §5, a restart in ≤ 3 s). The sources' digest is written into dist/ only once
 * the build has succeeded, so a build stopped half-way is made again. `npm run build` (CI, deployment) always builds.
 */
const webFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootFolder = join(webFolder, '..', '..');
/**
 * What `vite build` reads: the console, the files it copies as they are (public/), the domain package it bundles,
 * and the installed libraries' versions.
 */
const SOURCES = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/build-plugins',
  'packages/web/tsconfig.json',
  'tsconfig.base.json',
  'packages/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];
/** Beside Vite's own manifest: the console's server sends no file of this folder. */
const DIGEST_FILE = join(webFolder, 'dist', '.vite', 'sources-digest');

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat();
}

async function sourcesDigest(): Promise<string> {
  const files = (await Promise.all(SOURCES.map((source) => filesUnder(join(rootFolder, source))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${relative(rootFolder, file)}\0`);
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const digest = await sourcesDigest();
const built = await readFile(DIGEST_FILE, 'utf8').catch(() => null);
if (built === digest) {
  console.log('The console in packages/web/dist is built from these sources: not built again.');
} else {
  await build({ root: webFolder });
  await writeFile(DIGEST_FILE, digest);
}
