/**
 * The code each screen needs beyond the app's entry, from the build's `/code-map.json`
 * (vite.config.ts `routeCodeMap`): opening a screen asks for all its files at once, rather than
 * for its chunk and then, once that has run, for what it imports. The entry every page downloads
 * first carries no list of them.
 */
type CodeMap = Record<string, string[]>;

let map: Promise<CodeMap> | null = null;
// A page the server rendered already names its screens' code: the map waits until it is quiet.
let held = false;
const asked = new Set<string>();

function codeMap(): Promise<CodeMap> {
  map ??= fetch('/code-map.json').then(
    (res) => (res.ok ? (res.json() as Promise<CodeMap>) : {}),
    () => ({}),
  );
  return map;
}

/** Asks for a screen's files (its build-manifest key), alongside its own chunk. */
export function preloadScreenCode(key: string): void {
  if (typeof document === 'undefined' || held) return;
  void codeMap().then((files) => {
    for (const file of files[key] ?? []) {
      if (asked.has(file)) continue;
      asked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
  });
}

/** While a server-rendered page is taken over: its screens' code is on its way already. */
export function holdScreenCode(): void {
  held = true;
}

/** Fetches the map ahead of the next screen opened (once the page is quiet). */
export function warmScreenCode(): void {
  held = false;
  void codeMap();
}
