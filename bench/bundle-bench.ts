import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSOLE_DIST, CONSOLE_MANIFEST, CONSOLE_ROUTES, routeFiles } from '../e2e/support/console-routes';

/**
 * What the console's routes weigh (issue 17 §4: the login route ≤ 100 KB of gzip JS, the inbox ≤ 200 KB): the
 * JS and CSS a browser loads before the route can show, found by following the Vite manifest from the route's
 * modules through their static imports (chunks loaded later on demand — maps, charts, drawers — are not counted).
 * Reads packages/web/dist, building it first when it is missing (BENCH_BUILD=1 rebuilds it). Figures, not a test.
 */
const KB = 1024;

if (process.env.BENCH_BUILD === '1' || !existsSync(join(CONSOLE_DIST, CONSOLE_MANIFEST))) {
  execFileSync('npm', ['run', 'build'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
}

const gzipKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(CONSOLE_DIST, file)), { level: 9 }).length, 0) / KB;
const rawKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + readFileSync(join(CONSOLE_DIST, file)).length, 0) / KB;

console.log('| route | JS gzip | goal | JS raw | CSS gzip | files |');
console.log('|---|---|---|---|---|---|');
for (const route of CONSOLE_ROUTES) {
  const { js, css } = routeFiles(route.modules);
  const jsGzip = gzipKb(js);
  const verdict = jsGzip <= route.goalKb ? 'met' : 'MISSED';
  console.log(
    `| ${route.name} | ${jsGzip.toFixed(1)} KB | ≤ ${route.goalKb} KB (${verdict}) | ${rawKb(js).toFixed(0)} KB | ` +
      `${gzipKb(css).toFixed(1)} KB | ${js.size} JS, ${css.size} CSS |`,
  );
}
