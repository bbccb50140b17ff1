import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { preloadScreenCode } from '#web/lib/route-code.ts';

export type Screen = {
  default: ComponentType;
  loader?: LoaderFunction;
  /** Code the screen must have before it is drawn (or takes a server-rendered page over). */
  ready?: () => Promise<unknown>;
};

/**
 * What a route carries: its chunk and whether its pages are rendered on the server (for the
 * server), whether its screen names the tab itself after what it shows (`ownTitle`: a
 * product, a post, a profile), where the layout would otherwise set the page's fixed title, and
 * whether it is for signed-in users only though its menu entry is not (`signedIn`: checkout, an
 * order), so its layout sends visitors to log in before its code is even drawn.
 */
export type RouteHandle = { chunk: string; ssr?: boolean; ownTitle?: boolean; signedIn?: boolean };
type PageOptions = Omit<RouteHandle, 'chunk'>;

/**
 * Routes for screen and layout files, each its own chunk, given as `import.meta.glob` gives them
 * from src/web/app (`../routes/…`, `./layouts/…`): each is keyed by its path under src/web, the
 * key the build manifest uses too, so a server-rendered page can name its code and styles up
 * front. The route fetches its file when first needed, with the loader it exports, if any, and
 * what it says it needs before it is drawn (`ready`).
 */
export function screenRoutes(files: Record<string, () => Promise<Screen>>) {
  const screens = new Map(
    Object.entries(files).map(([key, load]) => [
      key.replace(/^\.\.\//, '').replace(/^\.\//, 'app/'),
      load,
    ]),
  );
  return function page(file: string, opts: PageOptions = {}) {
    const load = screens.get(file);
    if (!load) throw new Error(`No screen file ${file}`);
    const handle: RouteHandle = { chunk: file, ...opts };
    return {
      handle,
      lazy: async () => {
        preloadScreenCode(file);
        const m = await load();
        await m.ready?.();
        return m.loader ? { Component: m.default, loader: m.loader } : { Component: m.default };
      },
    };
  };
}
