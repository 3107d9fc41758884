import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { BuildEnvironmentOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import { graphqlDocumentImports } from './build-plugins/graphql-document-imports.ts';
import { reactIdsForMantine } from './build-plugins/react-ids-for-mantine.ts';
import { COMPILED_FOLDERS } from './compiled-folders.js';

/**
 * Tests that need a module graph of their own: the start-up of the catalogues (what i18next has loaded before the
 * first screen) and a file that replaces a module with vi.mock, which must not reach another file's screens.
 */
const FRESH_START_TESTS = [
  'src/shared/i18n/i18n.test.tsx',
  'src/features/verification/pre-scrutiny-page.test.tsx',
  'src/features/field-inspection/site-map-section.test.tsx',
];

/**
 * How the build splits the console into files (issue 17 §4: what the sign-in and inbox routes load before they show).
 * - A feature's public face (features/x/index.ts) only re-exports: marked free of side effects, a route that uses
 *   one export of it no longer loads the modules behind the others (the shell's report links brought the report
 *   filters, MultiSelect and Zod into the inbox: 334 KB of gzip JS instead of 269).
 * - What the first screen loads from the libraries and from the console comes in one file each beside the entry:
 *   Rolldown otherwise splits it by which later routes share it (27 files for the sign-in route instead of 4), each
 *   a request a slow mobile link waits on. The entry itself (main.tsx) stays the entry.
 * - Where officers land once signed in, the signed-in layout and the inbox, comes in one file with what they use
 *   from the libraries and the console: split by which later screens share each piece, the inbox's route was 54
 *   files, most of 1–3 KB, nine rounds of the six connections a browser opens to a server without HTTP/2
 *   (deploy/nginx.conf listens on plain HTTP), and 269 KB of gzip JS; now 7 files and 255 KB. The screens opened
 *   from the inbox find most of what they share with it already loaded.
 */
const FEATURE_PUBLIC_FACE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/**
 * The generated GraphQL client (its map and its module of every document): each screen imports its documents from
 * modules of their own (build-plugins/graphql-document-imports.ts), and the `graphql` import babel leaves unused must
 * not keep every document's `new TypedDocumentString(…)` in the sign-in route (issue 54 §6: 4.7 KB of its gzip JS).
 */
const GENERATED_GRAPHQL = /[\\/]src[\\/]shared[\\/]graphql[\\/]generated[\\/]/;
const BUILD_SPLITTING = {
  treeshake: {
    moduleSideEffects: [
      { test: FEATURE_PUBLIC_FACE, sideEffects: false },
      { test: GENERATED_GRAPHQL, sideEffects: false },
    ],
  },
  output: {
    codeSplitting: {
      groups: [
        { name: 'libraries', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
        {
          name: 'console',
          test: (id: string) => /[\\/]src[\\/]/.test(id) && !id.endsWith('main.tsx'),
          tags: ['$initial'],
          priority: 1,
        },
        { name: 'landing', test: /[\\/]src[\\/](features[\\/](shell|inbox)[\\/]|app[\\/]post-verification-route)/ },
      ],
    },
  },
} satisfies NonNullable<BuildEnvironmentOptions['rolldownOptions']>;

/**
 * Issue 53 §1: the console installs on a phone and opens without a network. The service worker (sw.js, registered
 * by registerSW.js: files of this server, no inline script, so the CSP's script-src 'self' holds) precaches the
 * hashed build and answers every page address with index.html. It caches nothing of /graphql or /api: what an
 * officer's files said when last fetched is kept by the console itself in IndexedDB, filed under the officer and
 * cleared at sign-out (features/field-inspection), never in a cache another officer's session could read.
 * The manifest names the console in English and Telugu; its icons are the header's mark (scripts/make-app-icons.ts).
 */
const PWA = VitePWA({
  // The component tests build no service worker.
  disable: Boolean(process.env.VITEST),
  registerType: 'autoUpdate',
  injectRegister: 'script',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'Anumati Officer Console · అనుమతి అధికారి కన్సోల్',
    short_name: 'Anumati · అనుమతి',
    description: 'Building permission files for officers · అధికారుల కోసం భవన అనుమతి ఫైళ్లు',
    lang: 'en-IN',
    dir: 'ltr',
    id: '/',
    start_url: '/post-verification',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1971c2',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The hashed build and the fonts; not the .br/.gz copies beside them, nor the build's own manifest.
    globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
    // The plot map's Leaflet chunk (558 KB) and the notes editor (503 KB) are the largest files.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/graphql/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

/** The React Compiler builds the folders of compiled-folders.js (why, there). */
const isCompiled = (file: string) =>
  COMPILED_FOLDERS.some((folder) => file.replaceAll('\\', '/').includes(`/src/${folder}/`));
const GENERATED = fileURLToPath(new URL('./src/shared/graphql/generated', import.meta.url));

export default defineConfig({
  plugins: [
    graphqlDocumentImports({ generatedFolder: GENERATED }),
    reactIdsForMantine(),
    react({ babel: { plugins: [['babel-plugin-react-compiler', { target: '19', sources: isCompiled }]] } }),
    // A brotli and a gzip copy beside each file, sent as they are by the server (issue 17 §4): no compressing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    PWA,
  ],
  resolve: {
    // Zod behind its jitless switch (zod-jitless.ts): the CSP (script-src 'self') refuses Zod's eval probe.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/graphql': 'http://localhost:8080', '/api': 'http://localhost:8080' },
  },
  // The footer's "Last updated" (GIGW 3.0): the day this console was built (features/shell/build-date.d.ts).
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  // The manifest maps each route's entry to the chunks and CSS it loads, for the bundle bench (bench/bundle-bench.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // Above the two files that load only when opened (the plot map's Leaflet, Geoman and JSZip, 558 KB; the notes
    // drawer's TipTap editor, 503 KB): every build warned about them. The route weights are the bundle bench's.
    chunkSizeWarningLimit: 600,
    // Rolldown's breakdown of the plugins' time after every build (the brotli copies, the GraphQL babel plugin): a
    // profile's work, noise in every build's log.
    rolldownOptions: { ...BUILD_SPLITTING, checks: { bundlerTimings: false } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Screens are driven like an officer would, click by click; on a busy 2-core CI machine that takes seconds.
    testTimeout: 60_000,
    // Every core, as the server's and the domain's tests (packages/server/vitest.config.ts says why): 80 → 56 s here.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // One page and one module graph per worker, reused file after file: a fresh jsdom, Mantine and the
        // catalogues for each of 45 files cost most of the suite (issue 21 §5: 110 s → under a minute).
        // test-setup.ts puts back what a file may change (storage, language, toasts) after every test.
        test: { name: 'screens', include: ['src/**/*.test.{ts,tsx}'], exclude: FRESH_START_TESTS, isolate: false },
      },
      { extends: true, test: { name: 'fresh start', include: FRESH_START_TESTS } },
      // The build's own plugins run in Node, before any page: no jsdom, no screen setup.
      { test: { name: 'build plugins', include: ['build-plugins/**/*.test.ts', '*.test.ts'], environment: 'node' } },
    ],
  },
});
