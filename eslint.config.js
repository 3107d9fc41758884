import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { COMPILED_FOLDERS } from './packages/web/compiled-folders.js';

const serverNeverImportsTheConsole = {
  group: ['@anumati/web', '**/web/**'],
  message: 'server never imports the console.',
};
const webTalksToTheServerOverHttp = {
  group: ['@anumati/server', '**/server/**'],
  message: 'web talks to the server over HTTP only.',
};
const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Use named exports (docs/CODE_STYLE.md).' };
/**
 * The domain's messages (NOTE_MESSAGES.required…) are the spec's English: a screen shows one through
 * domainMessage(…), in the officer's language. A Telugu screen said "Please add remarks in View Notes".
 */
// A loader with a name is a status (axe aria-prohibited-attr: a span may not carry a name without a role).
const namedLoaderIsAStatus = {
  selector:
    'JSXOpeningElement[name.name="Loader"]:has(JSXAttribute[name.name="aria-label"]):not(:has(JSXAttribute[name.name="role"]))',
  message: 'A Loader with an aria-label says what it is: role="status" (axe aria-prohibited-attr).',
};

const domainMessagesInTheOfficersLanguage = {
  // InlineError reads its `message` so itself.
  selector:
    'JSXExpressionContainer MemberExpression[object.name=/_MESSAGES$/]:not(CallExpression > MemberExpression.arguments):not(JSXOpeningElement[name.name="InlineError"] MemberExpression)',
  message: "A domain message on a screen reads in the officer's language: domainMessage(…) (shared/i18n/i18n.ts).",
};

/**
 * The domain's translator carries the Telugu twin of every message the server sends: imported by a screen, it put
 * them all (11 KB of gzip) into that screen's chunk, in English too. domainMessage(…) uses it once the Telugu
 * catalogues have brought it.
 */
const domainTranslatorWithTelugu = {
  name: '@anumati/domain',
  importNames: ['translateMessage'],
  message: "A domain message reads in the officer's language through domainMessage(…) (shared/i18n/i18n.ts).",
};

/**
 * A screen writes its address through one writer: the router draws a navigation as a transition, and a change built
 * on the address still shown undid the one before it (a tab click undone by the search typed after it, issue 56).
 */
const addressThroughTheListController = {
  name: 'react-router',
  importNames: ['useSearchParams'],
  message:
    'a list keeps its state in the address through useListUrlState, anything else through useSearchParamsWriter (shared/tables, docs/CODE_STYLE.md §10a).',
};

const FEATURE_BOUNDARY =
  "a feature imports another feature only through its index.ts; what several features use lives in src/shared (docs/CODE_STYLE.md, 'Feature boundaries').";
/**
 * Feature boundaries in the console: a file `depth` folders down in features/<feature>/ reaches features/ with
 * `depth` '../'; a path that goes on past another feature's folder to anything but its index.ts is that feature's
 * internals. One block per depth (deeper than any feature folder today), as a relative path says nothing else.
 */
const featureBoundaries = [1, 2, 3, 4].map((depth) => {
  const intoAnotherFeature = `^(?:\\.\\./){${depth}}(?!\\.\\.(?:/|$))[^/]+/(?!index$).+`;
  return {
    files: [`packages/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [domainTranslatorWithTelugu, addressThroughTheListController],
          patterns: [webTalksToTheServerOverHttp, { regex: intoAnotherFeature, message: FEATURE_BOUNDARY }],
        },
      ],
      // import() too: a screen loaded on demand is still another feature's file.
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        domainMessagesInTheOfficersLanguage,
        namedLoaderIsAStatus,
        {
          selector: `ImportExpression[source.value=/${intoAnotherFeature.replaceAll('/', '\\x2F')}/]`,
          message: FEATURE_BOUNDARY,
        },
      ],
    },
  };
});

/**
 * The React Compiler's folders (packages/web/compiled-folders.js): a render reads the language from the hook. The
 * check runs as a rule of its own name, so it adds to the folders' other syntax rules instead of replacing them.
 */
const compiledScreens = {
  files: COMPILED_FOLDERS.map((folder) => `packages/web/src/${folder}/**/*.tsx`),
  plugins: { 'compiled-screens': { rules: { 'restricted-syntax': builtinRules.get('no-restricted-syntax') } } },
  rules: {
    'compiled-screens/restricted-syntax': [
      'error',
      {
        selector: 'CallExpression[callee.name="domainMessage"][arguments.length=1]',
        message:
          'A compiled screen redraws only what its props, state and hooks change: give domainMessage(…) the language of useLanguage(), or it stays in the language it was first drawn in (packages/web/compiled-folders.js).',
      },
    ],
  },
};

const sqlOnlyInRepositories = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message: 'SQL only in *.repository.ts: call a repository function (docs/ARCHITECTURE.md).',
  },
  {
    group: ['**/*.table'],
    importNamePattern: '^[a-z]',
    allowTypeImports: true,
    message: 'SQL only in *.repository.ts: tables are queried by repositories (docs/ARCHITECTURE.md).',
  },
];

const MODULE_FACE =
  "a server module imports another only through its index.ts (its face: service factory, public functions, types); its repositories, tables, views and other files are its own (docs/ARCHITECTURE.md, 'Module faces').";
/**
 * Module faces in the server (issue 56 §2): a file `depth` folders down in modules/<module>/ reaches modules/ with
 * `depth` '../'; a path that goes on past another module's folder to anything but its index.ts is that module's
 * internals. One exception, the schema: a repository joins, and a table's foreign key names, another module's
 * table (*.table), as db/schema.ts holds them all in one; what it may do with it, the SQL rule above says. Tests set
 * up and inspect rows directly and are left out, as from the SQL rule.
 */
const moduleFaces = [1, 2].flatMap((depth) => {
  const intoAnotherModule = `^(?:\\.\\./){${depth}}(?!\\.\\.(?:/|$))[^/]+/(?!index$)`;
  const folder = `packages/server/src/modules/${'*/'.repeat(depth)}`;
  const tests = 'packages/server/src/**/*.test.ts';
  const schemaFiles = [`${folder}*.repository.ts`, `${folder}*.table.ts`];
  return [
    {
      files: [`${folder}*.ts`],
      ignores: [tests, ...schemaFiles],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              serverNeverImportsTheConsole,
              ...sqlOnlyInRepositories,
              { regex: `${intoAnotherModule}.+`, message: MODULE_FACE },
            ],
          },
        ],
      },
    },
    {
      files: schemaFiles,
      ignores: [tests],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              serverNeverImportsTheConsole,
              { regex: `${intoAnotherModule}(?!.*\\.table$).+`, message: MODULE_FACE },
            ],
          },
        ],
      },
    },
  ];
});

const ROOT_FACE =
  "the composition roots wire a server module only through its index.ts (its face), as other modules do (docs/ARCHITECTURE.md, 'Module faces').";
/**
 * The composition roots (app.ts, main.ts, graphql/, http/, the commands of seed/ and db/) import each module through
 * its face too; what they may do with SQL, the rule above says (seed/ and db/ are left out of it).
 */
const intoAModule = { regex: '^\\.{1,2}/modules/[^/]+/(?!index$).+', message: ROOT_FACE };
const compositionRootFaces = [
  {
    files: ['packages/server/src/*.ts', 'packages/server/src/{graphql,http}/**/*.ts'],
    ignores: ['packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverNeverImportsTheConsole, ...sqlOnlyInRepositories, intoAModule] },
      ],
    },
  },
  {
    files: ['packages/server/src/{seed,db}/*-command.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNeverImportsTheConsole, intoAModule] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'storage/**',
      '**/drizzle/**',
      'test-results/**',
      // Written by npm run codegen (codegen.ts) and checked for staleness by npm test, not by hand.
      'packages/web/src/shared/graphql/generated/**',
      'packages/server/src/graphql/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-default-export': 'off',
      'no-restricted-syntax': ['error', namedExportsOnly, domainMessagesInTheOfficersLanguage, namedLoaderIsAStatus],
      // One file-naming rule: kebab-case, with role suffixes such as .service.ts (docs/CODE_STYLE.md).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'packages/*/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tool configuration files are read by tools that expect a default export.
    files: ['**/*.config.{ts,js}', '**/drizzle.config.ts', 'codegen.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: no UI, no database, no Node.js (DESIGN.md §7.2).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'domain is pure: no Node.js modules.' },
            { group: ['react', 'react-*', '@mantine/*'], message: 'domain is pure: no React.' },
            { group: ['drizzle-orm*', 'pg', '@electric-sql/*'], message: 'domain is pure: no database.' },
            { group: ['@anumati/server', '@anumati/web'], message: 'domain depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [domainTranslatorWithTelugu], patterns: [webTalksToTheServerOverHttp] },
      ],
    },
  },
  ...featureBoundaries,
  compiledScreens,
  {
    // Shared code serves the features; it never reaches into one.
    files: ['packages/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [domainTranslatorWithTelugu],
          patterns: [
            webTalksToTheServerOverHttp,
            {
              group: ['**/features', '**/features/**'],
              message: `shared never imports a feature: ${FEATURE_BOUNDARY}`,
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 19: every word an officer reads comes from a catalogue (t(…)), in English and Telugu. JSX text and the
    // props that are read or announced are checked; styling props ("subtle", "blue.8") are not words.
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['packages/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'placeholder',
              'aria-label',
              'description',
              'alt',
              'error',
              'noRecordsText',
              'loadingText',
              'labels',
              'confirmLabel',
              'cancelLabel',
            ],
            exclude: [],
          },
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNeverImportsTheConsole] }] },
  },
  {
    // SQL lives only in *.repository.ts (docs/ARCHITECTURE.md): elsewhere in the server, no query builder of
    // drizzle-orm (sql, eq, and…) and no table object (camelCase exports of *.table; their UPPER_CASE constants
    // and types stay importable), so a service or resolver cannot build a query, only call a repository.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      // The home of the queries, and the tables they are built on.
      'packages/server/src/**/*.repository.ts',
      'packages/server/src/**/*.table.ts',
      // The connection, the schema and the migrations runner: database plumbing, not queries of a module.
      'packages/server/src/db/**',
      // Tests and their helpers set up and inspect rows directly.
      'packages/server/src/**/*.test.ts',
      'packages/server/src/testing/**',
      // Data generators (npm run seed, the simulated year of the benchmarks) write rows in bulk, outside any request.
      'packages/server/src/seed/**',
      'packages/server/src/simulation/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsTheConsole, ...sqlOnlyInRepositories] }],
    },
  },
  ...moduleFaces,
  ...compositionRootFaces,
);
