/**
 * First-visit download size: builds the web app, then adds up the gzipped JS and CSS a browser
 * fetches to show `/` and `/shopper/account` (entry chunk, the layout and screen chunks of that
 * route, and everything they import statically), against the 170 KB gzipped JS budget.
 * Run: npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebApp } from '../src/server/web-build.ts';

const BUDGET_KB = 170;
const outDir = path.resolve(import.meta.dirname, '../dist/web');

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

await buildWebApp(outDir);
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, Chunk>;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const routes: Record<string, string[]> = {
  '/': ['app/layouts/public-layout.tsx', 'routes/public/home.tsx'],
  '/shopper': ['app/layouts/shopper-layout.tsx', 'routes/shopper/browse.tsx'],
  '/shopper/account': ['app/layouts/shopper-layout.tsx', 'routes/shopper/account.tsx'],
  '/explore': ['app/layouts/public-layout.tsx', 'routes/explore/explore.tsx'],
  '/store/{handle}': ['routes/store/storefront.tsx'],
};

console.warn(
  `${'route'.padEnd(20)}${'JS KB gz'.padStart(10)}${'CSS KB gz'.padStart(11)}${'budget'.padStart(9)}`,
);
for (const [route, modules] of Object.entries(routes)) {
  const chunks = closure([entryKey, ...modules]);
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build`);
    js += gzipKb(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gzipKb(file);
  const verdict = js <= BUDGET_KB ? 'within' : 'OVER';
  console.warn(
    `${route.padEnd(20)}${js.toFixed(1).padStart(10)}${css.toFixed(1).padStart(11)}${`${verdict} ${BUDGET_KB}`.padStart(12)}`,
  );
}
