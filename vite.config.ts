import { MantineProvider } from '@mantine/core';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, type BuildOptions, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL } from './src/shared/offline-rules.ts';
import { cssVariablesResolver, theme } from './src/web/app/theme.ts';
import { mantineStyles } from './vite.mantine-styles.ts';

/** Writes .br and .gz next to every text asset so the server can send them as they are. */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'oja-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    // After the service worker is written (the installed app's plugin writes it as the bundle closes).
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (ssr) return; // the server renderer is read from disk, never sent
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

/** The build's map of the code each screen and layout needs: served as /code-map.json. */
export const CODE_MAP_FILE = 'code-map.json';

/**
 * Each screen's and layout's files beyond the app's entry (the chunk and its static imports),
 * written to `code-map.json` for the router, which asks for them all at once when it opens a
 * screen (`src/web/lib/route-code.ts`). The app's entry then carries no list of them: those
 * lists, with every file's name, were 1.4 KB (gzipped) of the code every page downloads first.
 * Other dynamic imports (a dialog's code) keep their lists, in the chunks that import them.
 */
function routeCodeMap(): Plugin & { inEntry: (host: string, file: string) => boolean } {
  const entryChunks = new Set<string>();
  const screenChunks = new Set<string>();
  const screenKey = /\/src\/web\/((?:routes\/.+|app\/layouts\/[^/]+)\.tsx)$/;
  return {
    name: 'oja-route-code-map',
    apply: 'build',
    inEntry: (host, file) => entryChunks.has(host) && screenChunks.has(file),
    generateBundle: {
      // Before Vite writes the preload lists, which ask `inEntry` which to leave out.
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            const chunk = bundle[file];
            if (seen.has(file) || chunk?.type !== 'chunk') continue;
            seen.add(file);
            closure(chunk.imports, seen);
          }
          return seen;
        };
        entryChunks.clear();
        screenChunks.clear();
        for (const file of closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName)))
          entryChunks.add(file);
        const map: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const key = screenKey.exec(chunk.facadeModuleId ?? '')?.[1];
          if (!key) continue;
          screenChunks.add(chunk.fileName);
          map[key] = [...closure([chunk.fileName])].filter((file) => !entryChunks.has(file));
        }
        this.emitFile({ type: 'asset', fileName: CODE_MAP_FILE, source: JSON.stringify(map) });
      },
    },
  };
}

const codeMap = routeCodeMap();

const THEME_CSS = 'virtual:mantine-theme.css';

/**
 * The theme's CSS variables and breakpoint classes as a stylesheet (`virtual:mantine-theme.css`,
 * imported last by main.tsx), written by rendering Mantine's own MantineProvider here, once per
 * build: the exact `<style>` elements it would put in every page, with the CSS variable
 * generation and the colour scheme manager left out of the JavaScript every page downloads
 * (`mantineContext` in app.tsx gives the components the rest of what it provided).
 * The theme is imported by this file, so a change to it restarts the dev server.
 */
function mantineThemeCss(): Plugin {
  return {
    name: 'oja-mantine-theme-css',
    resolveId: (id) => (id === THEME_CSS ? id : null),
    load(id) {
      if (id !== THEME_CSS) return null;
      const html = renderToStaticMarkup(
        createElement(MantineProvider, { theme, cssVariablesResolver }),
      );
      const styles = [...html.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)];
      // Anything else it renders (or a new shape) would be lost: better no build than a change.
      if (styles.length !== 2 || styles.map((m) => m[0]).join('') !== html)
        throw new Error(`MantineProvider renders more than its CSS variables and classes: ${html}`);
      return styles.map((m) => m[1]).join('\n');
    },
  };
}

/**
 * The browser build's chunks: everything the app's entry needs in one file, and each lazy screen
 * in its own with the small pieces it shares with a few others copied in. A first visit fetches a
 * handful of files instead of fifty (each a round trip over slow mobile networks, six at a time
 * over HTTP/1.1), and compresses better.
 */
const chunking: BuildOptions['rolldownOptions'] = {
  preserveEntrySignatures: false,
  output: {
    // Chunks named by their hash alone: the app chunk lists every file a screen may need (so the
    // browser fetches them together), and each chunk names what it imports; without the
    // "[name]-" part every page downloads about 0.8 KB (gzipped) less. The manifest still maps
    // each source file to its chunk. Letters and digits only, so no name starts with "-" or "_".
    entryFileNames: 'assets/[hash].js',
    chunkFileNames: 'assets/[hash].js',
    hashCharacters: 'base36',
    codeSplitting: {
      groups: [
        { name: 'app', tags: ['$initial'] },
        // What every screen's data needs (TanStack Query's useQuery and its observer): one
        // shared file of its own, which costs each screen about 0.1 KB less than the copy the
        // screens shared before (the copies carry the bundler's wrappers).
        {
          name: 'query',
          test: /@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]queryObserver|react-query[\\/]build[\\/]modern[\\/](useBaseQuery|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider|useQuery|queryOptions))\./,
        },
      ],
      experimentalInlineCommonChunks: { maxSize: 30000 },
    },
  },
};

/** The files index.html loads, and the installed app's and the toasts' code with their imports. */
function shellFiles(outDir: string): Set<string> {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!));
  const chunks = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  // The toasts too: what the phone says offline ("your like will be sent") is one.
  for (const key of ['lib/installed-app.ts', 'app/toasts.tsx', 'lib/toast-queue.ts']) {
    if (!chunks[key]) throw new Error(`${key} has no chunk of its own to keep for offline use`);
    add(key);
  }
  return files;
}

/** The navy of the brand: the phone's bar and the installed app's splash. */
const NAVY = '#14213d';

/**
 * The installed app (decision 081): the web app manifest and the service worker built from
 * `src/web/sw.ts`, which keeps only what the first page needs ahead of use (the files the shell
 * loads and the shell itself); everything else is kept as it is used, so installing costs a phone
 * no more data than the visit it makes.
 */
function installedApp(): Plugin[] {
  let outDir = '';
  const where: Plugin = {
    name: 'oja-installed-app-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
  };
  return [
    where,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Oja — shop Nigerian businesses',
        short_name: 'Oja',
        description: 'Shop Nigerian businesses and creators, pay in naira, run your store.',
        lang: 'en-NG',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: NAVY,
        categories: ['shopping', 'business'],
        icons: [
          { src: '/icons/oja-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/oja-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/oja-maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/oja-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          {
            name: 'Explore',
            url: '/explore',
            icons: [{ src: '/icons/oja-192.png', sizes: '192x192' }],
          },
          {
            name: 'My orders',
            url: '/shopper/my-order',
            icons: [{ src: '/icons/oja-192.png', sizes: '192x192' }],
          },
          {
            name: 'Wallet',
            url: '/shopper/wallet',
            icons: [{ src: '/icons/oja-192.png', sizes: '192x192' }],
          },
          {
            name: 'My business',
            url: '/vendor',
            icons: [{ src: '/icons/oja-192.png', sizes: '192x192' }],
          },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // Only the files the shell loads and the installed app's own code (loaded after the page
        // is up, so offline too): each screen's code is kept when it is first opened.
        manifestTransforms: [
          (entries) => {
            const html = entries.find((e) => e.url === 'index.html');
            const manifest = entries
              .filter((e) => shellFiles(outDir).has(e.url))
              .concat(html ? [{ ...html, url: APP_SHELL }] : []);
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    mantineStyles(),
    mantineThemeCss(),
    codeMap,
    ...(isSsrBuild ? [] : installedApp()),
    precompress(),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Chrome on Android has preloaded modules itself since version 66: the polyfill would cost
    // every phone a download for Safari before 17, which still loads each module, only later.
    modulePreload: {
      polyfill: false,
      // The screens' own lists are in code-map.json (`routeCodeMap`).
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && codeMap.inEntry(hostId, file) ? [] : deps,
    },
    // The server renderer names the files it links (a store's heading font) as the browser
    // build does: same content, same hash, same letters.
    rolldownOptions: isSsrBuild ? { output: { hashCharacters: 'base36' } } : chunking,
    // One stylesheet: Mantine's is most of it, and one request beats five on a slow network.
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/dev/outbox': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
}));
