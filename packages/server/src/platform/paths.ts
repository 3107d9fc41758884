import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from its sources (tsx, vitest) or compiled into one folder (dist/, scripts/build-server.ts),
 * where every module shares one import.meta.url. Paths to files beside the code are found from the package
 * folder instead, which is the same in both.
 */
function packageFolderOf(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

const here = fileURLToPath(import.meta.url);
export const SERVER_FOLDER = packageFolderOf(dirname(here));
const distFolder = join(SERVER_FOLDER, 'dist');

/** src/ or dist/: the build copies the .graphql files and the map layers to the same places under dist/. */
const CODE_FOLDER = here.startsWith(distFolder + sep) ? distFolder : join(SERVER_FOLDER, 'src');

/** Drizzle's migrations, shipped beside dist/ as they are. */
export const MIGRATIONS_FOLDER = join(SERVER_FOLDER, 'drizzle');

/** The repository (or the image's application folder), for the default data and console folders. */
export const REPOSITORY_FOLDER = resolve(SERVER_FOLDER, '../..');

/** A file beside the code, by its path under src/. */
export const codeFile = (path: string): string => join(CODE_FOLDER, path);
