import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
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

/** Import boundaries: shared ← server, shared ← web; server and web never import each other. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

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
  // ---- web: React hooks rules (start) ------------------------------------------------------
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // ---- web: React hooks rules (end) --------------------------------------------------------
  // ---- web: features do not import each other (start) --------------------------------------
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webFeatureZones },
      ],
    },
  },
  // ---- web: features do not import each other (end) ----------------------------------------
);
