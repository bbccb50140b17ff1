import type { QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs } from 'react-router';

/**
 * What a route loader fills: the query cache of this render. On the server the loaders wait, so
 * the first HTML holds the first screen with its data; in the browser they only start the
 * requests, in parallel with the screen's code, and the screen shows its loading state meanwhile.
 */
export type PageData = {
  client: QueryClient;
  wait: boolean;
  /** The page is rendered for data saver (the server's and the browser's first render agree). */
  dataSaver: boolean;
};

export const pageDataContext = createContext<PageData>();

/**
 * A route loader that puts what the first screen shows into the query cache. A failed read is
 * left to the screen, which shows its own error or not-found state.
 */
export function pageLoader(
  load: (client: QueryClient, args: LoaderFunctionArgs, page: PageData) => Promise<unknown>,
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const page = args.context.get(pageDataContext);
    const { client, wait } = page;
    const work = load(client, args, page).catch(() => undefined);
    if (wait) await work;
    return null;
  };
}
