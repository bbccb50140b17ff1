import type { QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs } from 'react-router';

/**
 * What a route loader fills: the query cache of this render. On the server the loaders wait, so
 * the first HTML holds the first screen with its data; in the browser they only start the
 * requests, in parallel with the screen's code, and the screen shows its loading state meanwhile.
 */
export type PageData = { client: QueryClient; wait: boolean };

export const pageDataContext = createContext<PageData>();

/**
 * A route loader that puts what the first screen shows into the query cache. A failed read is
 * left to the screen, which shows its own error or not-found state.
 */
export function pageLoader(
  load: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { client, wait } = args.context.get(pageDataContext);
    const work = load(client, args).catch(() => undefined);
    if (wait) await work;
    return null;
  };
}
