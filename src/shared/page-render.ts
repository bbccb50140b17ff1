/**
 * The contract between the server and the web app's server renderer (built separately, so the
 * server never imports the web app's code).
 */
export type PageRendererOptions = {
  /** The public API key the page's requests carry. */
  apiKey: string;
  /** Sends one API request within the server itself, without a network round trip. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

export type RenderedPage = {
  status: number;
  /** The markup of the app's root element. */
  html: string;
  /** The router's and the query cache's state, as JSON safe to put in a script element. */
  state: string;
  /** The build-manifest keys of the matched screens, whose code and styles the page links. */
  chunks: string[];
  /** The picture the first screen is built around, fetched before anything else. */
  preloadImage: { href: string; srcset?: string; sizes?: string } | null;
};

/** What the server knows of the visitor, from their browser's page request. */
export type PageVisitor = {
  /** The browser says it holds a session (`SIGNED_IN_COOKIE`): the page shows the account's
   * place, not Log in, until the saved session is back. */
  signedIn: boolean;
  /** Render for data saver: smaller pictures (`DATA_SAVER_COOKIE`, else `Save-Data: on`). */
  dataSaver: boolean;
};

/** Renders a page, or answers null for a page the browser renders (the logged-in areas). */
export type RenderPage = (url: string, visitor: PageVisitor) => Promise<RenderedPage | null>;

export type CreatePageRenderer = (opts: PageRendererOptions) => RenderPage;

/**
 * A cookie the web app sets while the browser holds a session, and clears at logout: only "1",
 * never the session's tokens (those stay in the browser's storage, sent to the API alone), so
 * the server renders a signed-in user's page without showing them Log in.
 */
export const SIGNED_IN_COOKIE = 'oja_signed_in';

/** Whether a page request's Cookie header carries `SIGNED_IN_COOKIE`. */
export const signedInCookie = (header: string | undefined): boolean =>
  (header ?? '').split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`);

/**
 * "1" or "0": whether the app saves data on this browser (the user's choice, or the browser's
 * data saver), so its pages are rendered with the pictures it will show.
 */
export const DATA_SAVER_COOKIE = 'oja_data_saver';

/** The cookie decides; without it, the browser's `Save-Data` header. */
export function dataSaverOf(cookie: string | undefined, saveData: string | undefined): boolean {
  const set = (cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DATA_SAVER_COOKIE}=`));
  if (set) return set === `${DATA_SAVER_COOKIE}=1`;
  return saveData?.trim().toLowerCase() === 'on';
}

/** The id of the script element holding `RenderedPage.state`. */
export const PAGE_STATE_ID = 'oja-state';

/** The window function through which a rendered page's loader hands over the taps it kept. */
export const EARLY_TAPS_HANDOVER = '__ojaTakeTaps';
