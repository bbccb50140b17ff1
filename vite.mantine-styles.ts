import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const MANTINE_STYLES = 'virtual:mantine-styles.css';

const root = import.meta.dirname;
const core = path.join(root, 'node_modules/@mantine/core');
const esm = path.join(core, 'esm');
/** Mantine packages built on @mantine/core whose own imports of it count as the app's. */
const ON_CORE = ['@mantine/notifications', '@mantine/charts', '@mantine/dates'];

const namedImports = (code: string, from: string) =>
  [
    ...code.matchAll(
      new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, 'g'),
    ),
  ]
    .filter((m) => !m[1])
    .flatMap((m) => m[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));

/**
 * The @mantine/core components the code under `srcDir` can draw: each name it imports from
 * @mantine/core (and each one the Mantine packages it imports take from it), followed through
 * Mantine's own modules to the components they are built on (Button → UnstyledButton, Loader;
 * Select → Combobox, Input, Popover, ScrollArea…). Component names, in no order.
 */
export function mantineComponentsUsed(srcDir: string): Set<string> {
  const sources = filesUnder(srcDir, /\.tsx?$/).map((file) => readFileSync(file, 'utf8'));
  const names = new Set(sources.flatMap((code) => namedImports(code, '@mantine/core')));
  for (const pkg of ON_CORE) {
    if (!sources.some((code) => code.includes(`'${pkg}'`))) continue;
    for (const file of filesUnder(path.join(root, 'node_modules', pkg, 'esm'), /\.mjs$/))
      for (const name of namedImports(readFileSync(file, 'utf8'), '@mantine/core')) names.add(name);
  }
  // index.mjs imports each export from its module: `import { Button } from "./components/…"`.
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g))
    for (const name of m[1]!.split(',')) fileOf.set(name.trim().split(/\s+as\s+/)[0]!, m[2]!);
  const seen = new Set<string>();
  const queue = [...names].flatMap((name) => {
    const file = fileOf.get(name);
    return file ? [path.join(esm, file)] : [];
  });
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g))
      queue.push(path.resolve(path.dirname(file), m[1]!));
  }
  // A component's styles are its CSS module, named as its stylesheet: Button.module.mjs →
  // styles/Button.css (also the shared ones, as utils/InlineInput/InlineInput.module.mjs).
  const used = new Set<string>();
  for (const file of seen) {
    const m = /([^\\/]+)\.module\.mjs$/.exec(file);
    if (m) used.add(m[1]!);
  }
  return used;
}

/**
 * Mantine's stylesheet with only the components the app uses: its global styles first, then each
 * component's file, in the order of the full stylesheet (which is their concatenation, so a
 * component's rules still come after those of the components it is built on).
 */
export function mantineStylesFor(components: Set<string>): string {
  const full = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const files = ['baseline', 'default-css-variables', 'global', ...components].map((name) =>
    readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8'),
  );
  const at = (css: string) => {
    const i = full.indexOf(css.trim());
    if (i < 0) throw new Error('A Mantine component stylesheet is not part of styles.css');
    return i;
  };
  return files
    .map((css) => ({ css, at: at(css) }))
    .sort((a, b) => a.at - b.at)
    .map((f) => f.css)
    .join('\n');
}

/**
 * `virtual:mantine-styles.css`: in a build, Mantine's stylesheet cut to the components the app
 * uses (about a third of the full one, which the phone downloads and parses before the first
 * paint); on the dev server the full one, so a component just added is styled without a restart.
 */
export function mantineStyles(): Plugin {
  let build = false;
  return {
    name: 'oja-mantine-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === MANTINE_STYLES ? id : null),
    load(id) {
      if (id !== MANTINE_STYLES) return null;
      if (!build) return readFileSync(path.join(core, 'styles.css'), 'utf8');
      return mantineStylesFor(mantineComponentsUsed(path.join(root, 'src/web')));
    },
  };
}
