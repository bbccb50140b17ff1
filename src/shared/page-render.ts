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

/** Renders a page, or answers null for a page the browser renders (the logged-in areas). */
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

export type CreatePageRenderer = (opts: PageRendererOptions) => RenderPage;

/** The id of the script element holding `RenderedPage.state`. */
export const PAGE_STATE_ID = 'oja-state';

/** The window function through which a rendered page's loader hands over the taps it kept. */
export const EARLY_TAPS_HANDOVER = '__ojaTakeTaps';
