import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run build -w @anumati/server`: the server compiled to plain JavaScript in dist/, run by `node dist/main.js`
 * with no TypeScript loader. Our own code and the domain package (TypeScript sources, exported as such) are
 * bundled; the installed packages stay imports, resolved from node_modules as usual. The files read at run time
 * beside the code (.graphql, map layers) are copied to the same places under dist/ (platform/paths.ts).
 *
 * `tsx scripts/build-server.ts <folder>` writes the same into another `dist` folder: the tests of the compiled
 * server lay it out as the image does (testing/compiled-server.ts) without replacing the dist/ a running cluster uses.
 */
const serverFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const distFolder = resolve(process.argv[2] ?? join(serverFolder, 'dist'));
const manifest = JSON.parse(await readFile(join(serverFolder, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const BUNDLED = ['@anumati/domain'];

/**
 * What operators run, in the image as on a host (docs/DEPLOYMENT.md): the server, the migrations, creating the first
 * officer, importing a state's officers, unlocking one, checking the audit trail and applying the deadlines once; and
 * the demo's first-start step, which `npm start` runs beside the console's build (README). The image holds no src/:
 * a command missing here cannot run there.
 */
const ENTRY_POINTS = [
  'src/main.ts',
  'src/db/migrate-command.ts',
  'src/modules/officer/create-officer-command.ts',
  'src/modules/auth/unlock-officer-command.ts',
  'src/modules/administration/import-officers-command.ts',
  'src/modules/audit/audit-verify-command.ts',
  'src/modules/deadlines/deadlines-command.ts',
  'src/seed/first-start-command.ts',
];

await rm(distFolder, { recursive: true, force: true });
await build({
  absWorkingDir: serverFolder,
  entryPoints: ENTRY_POINTS,
  outdir: distFolder,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(manifest.dependencies).filter((name) => !BUNDLED.includes(name)),
  logLevel: 'warning',
});
await cp(join(serverFolder, 'src'), distFolder, {
  recursive: true,
  filter: (source) => !/\.(ts|json)$/.test(source),
});
console.log(`Compiled server in ${distFolder}`);
