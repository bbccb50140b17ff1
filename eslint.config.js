import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

// ---- web: features do not import each other (start) ----------------------------------------
/** One zone per web feature: nothing inside it may import another feature's folder. */
const webFeaturesDir = path.join(import.meta.dirname, 'src/web/features');
const webFeatures = readdirSync(webFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: webFeatures
    .filter((other) => other !== feature)
    .map((other) => `./src/web/features/${other}`),
  message:
    'Web features do not import each other: compose them in a screen, or share through src/web/lib or src/web/components.',
}));
// ---- web: features do not import each other (end) ------------------------------------------

// ---- web: layers import downwards only (start) ---------------------------------------------
/**
 * The web app's layers, as bulletproof-react draws them: app and routes compose features,
 * features build on components and lib, and components and lib know no feature or the app.
 */
const webLayerZones = [
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message:
      'src/web/components and src/web/lib are shared by every feature: they import no feature and not the app. Move what they need down into components or lib.',
  },
  {
    target: './src/web/features',
    from: ['./src/web/routes', './src/web/app'],
    message:
      'Features do not import screens or the app: the screen composes the feature. Move what both need down into src/web/components or src/web/lib.',
  },
];
// ---- web: layers import downwards only (end) -----------------------------------------------

/** Elements that render a plain div, span or p unless given a role or another component. */
const GENERIC_BOXES =
  '/^(div|span|p|Box|Stack|Group|Flex|Center|SimpleGrid|Skeleton|Text|Card|Paper)$/';

/** Import boundaries: shared ← server, shared ← web; server and web never import each other. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Resolves imports (relative, `#shared/*` …) so the import rules see which file is imported. */
const importSettings = {
  'import-x/resolver-next': [createNodeResolver()],
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

/**
 * Server modules: another module is reached only through its service (its type) or its public
 * file; its schema, repo, routes and the rest stay its own.
 */
const modulesDir = path.join(root, 'src/server/modules');
const serverModuleZones = foldersIn('src/server/modules').map((name) => ({
  target: path.join(modulesDir, name),
  from: path.join(modulesDir, `!(${name})/**`),
  except: [path.join(modulesDir, '*/*.public.ts'), path.join(modulesDir, '*/*.service.ts')],
  message: `A module reaches another only through its service or its public file (docs/adding-a-module.md).`,
}));
/**
 * ...and only the type of that service (decision 047): the service itself comes through the
 * composition root, and the values modules share (account names, events, constants) live in
 * the owner's public file. Modules are flat folders, so `../<other>/` is always another module.
 */
const serviceTypeOnly = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['../*/*.service.ts', '#server/modules/*/*.service.ts'],
          allowTypeImports: true,
          message:
            "Import another module's service as `import type` only; shared values go in its public file (docs/adding-a-module.md).",
        },
      ],
    },
  ],
};
/** Outside the modules (app, jobs, seed, benchmarks), no one touches a module's tables directly. */
const moduleTablesZone = {
  target: [
    path.join(root, 'src/server/*.ts'),
    path.join(root, 'src/server/!(modules|testing)/**'),
    path.join(root, 'bench/**'),
  ],
  from: [path.join(modulesDir, '*/*.schema.ts'), path.join(modulesDir, '*/*.repo.ts')],
  message:
    'Tables are read and written by their own module: call its service or read its public file.',
};

/**
 * Imports run down the floors: modules build on db, events, integrations and the helpers beside
 * module.ts, and never reach up to what composes them (the root, the app, jobs, the seed).
 * Modules are handed their services through their manifest's builders (decision 050).
 */
const compositionRootZone = {
  target: modulesDir,
  from: [
    ...['services', 'modules', 'container', 'platform', 'app', 'main'].map((f) =>
      path.join(root, `src/server/${f}.ts`),
    ),
    path.join(root, 'src/server/jobs'),
    path.join(root, 'src/server/seed'),
  ],
  message:
    "A module never imports what composes it: take another module's service in your manifest's builder (docs/adding-a-module.md).",
};

/** db/ is the bottom layer: the connection, embedded PostgreSQL and migrations know no module. */
const dbLayerZone = {
  target: path.join(root, 'src/server/db'),
  from: [path.join(root, 'src/server/!(db)/**'), path.join(root, 'src/server/!(config).ts')],
  message: 'src/server/db is the bottom layer: it imports only the configuration.',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'drizzle/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // \`import { type A }\` still loads the module (verbatimModuleSyntax): a schema file's zod
      // would come along into the browser. Only types: \`import type { A }\`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: boundary(
      [
        '\\#server/*',
        '\\#web/*',
        '**/server/**',
        '**/web/**',
        'node:*',
        'react',
        'react-dom',
        '@mantine/*',
        'drizzle-orm',
        'drizzle-orm/*',
      ],
      'src/shared is isomorphic: it imports nothing from server, web, Node, React, Mantine or Drizzle.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: boundary(['\\#web/*', '**/web/**'], 'The server never imports the web app.'),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: boundary(
      ['\\#server/*', '**/server/**', 'node:*'],
      'The web app never imports the server.',
    ),
  },
  {
    files: ['src/**', 'bench/**', 'e2e/**', 'guide/**', 'lint/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/server/**', 'bench/**'],
    // Tests inspect and arrange the database directly, whichever module owns the table.
    ignores: ['**/*.test.ts', '**/*.fixtures.ts', 'src/server/testing/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverModuleZones, moduleTablesZone, dbLayerZone, compositionRootZone] },
      ],
    },
  },
  {
    // A file over 300 lines of code holds more than one concern: split it (decision 049). Pure
    // data (the demo catalogue) is long by nature; drizzle/'s generated files are ignored above.
    files: ['src/**', 'e2e/**', 'bench/**', 'guide/**', 'lint/**'],
    ignores: ['src/server/seed/*-data.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/server/modules/**'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: serviceTypeOnly,
  },
  // ---- web and shared: no Intl (start) ---------------------------------------------------------
  {
    // A page's first Intl call loads the locale data: a long task on a cheap phone (decision 069).
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Use formatNaira, formatNumber or formatDate (decision 069).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use formatNaira, formatNumber or formatDate (decision 069).',
        })),
      ],
    },
  },
  // ---- web and shared: no Intl (end) -----------------------------------------------------------
  // ---- web: React hooks rules (start) ------------------------------------------------------
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // ---- web: React hooks rules (end) --------------------------------------------------------
  // ---- web: a label names something only on an element that has a role (start) -------------
  {
    files: ['src/web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // An aria-label on a plain box is prohibited ARIA: screen readers ignore it and the
          // accessibility check of the journeys fails, but only when it catches the box on screen.
          selector: `JSXOpeningElement[name.name=${GENERIC_BOXES}]:has(> JSXAttribute[name.name='aria-label']):not(:has(> JSXAttribute[name.name=/^(role|component)$/]))`,
          message:
            'aria-label needs a role: give the box role="status" (loading), role="group", or component="section".',
        },
      ],
    },
  },
  // ---- web: a label names something only on an element that has a role (end) ---------------
  // ---- web: features do not import each other (start) --------------------------------------
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webFeatureZones, ...webLayerZones] },
      ],
    },
  },
  // ---- web: features do not import each other (end) ----------------------------------------
);
