import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the console's routes weigh (issue 17 §4: the login route ≤ 100 KB of gzip JS, the inbox ≤ 200 KB): the
 * JS and CSS a browser loads before the route can show, found by following the Vite manifest from the route's
 * modules through their static imports (chunks loaded later on demand — maps, charts, drawers — are not counted).
 * Reads packages/web/dist, building it first when it is missing (BENCH_BUILD=1 rebuilds it). Figures, not a test.
 */
type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

const DIST = join(import.meta.dirname, '../packages/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const KB = 1024;

/** The entry and the lazy modules each route renders before it can show (app-routes.tsx). */
const ROUTES = [
  { name: 'login (/)', modules: ['index.html'], goalKb: 100 },
  {
    name: 'inbox (/post-verification)',
    modules: ['index.html', 'src/features/shell/app-shell-layout.tsx', 'src/app/post-verification-route.tsx'],
    goalKb: 200,
  },
] as const;

if (process.env.BENCH_BUILD === '1' || !existsSync(MANIFEST)) {
  execFileSync('npm', ['run', 'build'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as TManifest;

/** Every file the modules load up front: their chunks, the chunks those import statically, and their CSS. */
function filesOf(modules: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: did the route move?`);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js, css };
}

const gzipKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0) / KB;
const rawKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + readFileSync(join(DIST, file)).length, 0) / KB;

console.log('| route | JS gzip | goal | JS raw | CSS gzip | files |');
console.log('|---|---|---|---|---|---|');
for (const route of ROUTES) {
  const { js, css } = filesOf(route.modules);
  const jsGzip = gzipKb(js);
  const verdict = jsGzip <= route.goalKb ? 'met' : 'MISSED';
  console.log(
    `| ${route.name} | ${jsGzip.toFixed(1)} KB | ≤ ${route.goalKb} KB (${verdict}) | ${rawKb(js).toFixed(0)} KB | ` +
      `${gzipKb(css).toFixed(1)} KB | ${js.size} JS, ${css.size} CSS |`,
  );
}
