import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
