import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched when first needed, like React's `lazy`, that a route loader
 * can also fetch ahead (`preload`). On the server the loader waits for it, so the page renders
 * it in full instead of suspending; in the browser it starts the download early.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchCode = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await fetchCode() }));
  function Deferred(props: P) {
    // Which of the two draws it is chosen once per mount: changing from `Lazy` to the loaded
    // component on a later render would mount it again and lose what it holds (a form being
    // typed, the answer to a save).
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Deferred, { preload: fetchCode });
}
