import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The console's build (packages/web/dist), with the Vite manifest that maps its modules to their files. */
export const CONSOLE_DIST = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
export const CONSOLE_MANIFEST = '.vite/manifest.json';

type TManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * The entry and the lazy modules each route renders before it can show (app-routes.tsx), with issue 17's goals: for
 * the inbox, Mantine's frame (console-frame.tsx), the signed-in layout, the inbox and the signed-in screens' English,
 * which the layout asks for beside its chunk (withWords) and waits for before it shows.
 */
export const CONSOLE_ROUTES = [
  { name: 'login (/)', modules: ['index.html'], goalKb: 100 },
  {
    name: 'inbox (/post-verification)',
    modules: [
      'index.html',
      'src/app/console-frame.tsx',
      'src/features/shell/app-shell-layout.tsx',
      'src/app/post-verification-route.tsx',
      'src/app/signed-in-english.ts',
    ],
    goalKb: 200,
  },
] as const;

/**
 * Every file a route loads up front: its modules' chunks, the chunks those import statically, and their CSS
 * (chunks loaded later on demand — maps, charts, drawers — are not followed).
 */
export function routeFiles(modules: readonly string[], dist = CONSOLE_DIST): { js: Set<string>; css: Set<string> } {
  const manifest = JSON.parse(readFileSync(join(dist, CONSOLE_MANIFEST), 'utf8')) as Record<string, TManifestChunk>;
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
