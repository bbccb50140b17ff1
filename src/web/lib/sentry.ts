import * as Sentry from '@sentry/react';

/**
 * Error reporting in the browser (decision 073). This module and the SDK it brings are fetched
 * only on a page whose server names a Sentry DSN (`meta[name="oja-sentry"]`), after the page is
 * up (main.tsx): they are never part of a page's first download. Everything is sent to Oja's own
 * `/monitoring`, which passes it on to Sentry.
 */

/** Where the server names the DSN (content) and the environment (`data-environment`). */
export const SENTRY_META = 'meta[name="oja-sentry"]';

export type BrowserTelemetry = { dsn: string; environment: string };

/** What the page says, or null on a page without error reporting. */
export function telemetryFromPage(doc: Document = document): BrowserTelemetry | null {
  const meta = doc.querySelector<HTMLMetaElement>(SENTRY_META);
  if (!meta?.content) return null;
  return { dsn: meta.content, environment: meta.dataset.environment || 'production' };
}

/** An address without its query string or fragment (codes, tokens and searches stay here). */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/s, '');

type SentEvent = {
  transaction?: string;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: object };
};

/** The page's address without its query, and no cookies: applied to every event before it leaves. */
export function scrubEvent<E extends SentEvent>(event: E): E {
  const request = event.request;
  if (request) {
    if (request.url) request.url = withoutQuery(request.url);
    delete request.query_string;
    delete request.cookies;
  }
  return event;
}

/** Page loads of the not-found page are not worth a transaction. */
export function keepTransaction<E extends SentEvent>(event: E): E | null {
  return event.transaction === '/404' ? null : scrubEvent(event);
}

/** The SDK's options: every trace, a tenth of sessions replayed and every session with an error. */
export function sentryOptions({ dsn, environment }: BrowserTelemetry): Sentry.BrowserOptions {
  return {
    dsn,
    environment,
    tunnel: '/monitoring',
    // What `sendDefaultPii: false` was before version 11 of the SDK: no user, cookies, bodies or
    // query strings.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    tracesSampleRate: 1,
    // Whole transactions, each passed through `beforeSendTransaction` (with span streaming, the
    // SDK's default since version 11, that callback is never called).
    traceLifecycle: 'static',
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [
      Sentry.browserTracingIntegration(),
      // Text is sent as asterisks, inputs as their length, pictures and videos as blank boxes.
      Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => keepTransaction(event),
    beforeBreadcrumb: (crumb) => {
      // Addresses visited and called (a reset link's token, a search) without their queries.
      const data = crumb.data as Record<string, unknown> | undefined;
      for (const key of ['url', 'from', 'to'])
        if (typeof data?.[key] === 'string') data[key] = withoutQuery(data[key]);
      return crumb;
    },
  };
}

const settings = typeof document === 'undefined' ? null : telemetryFromPage();
if (settings) Sentry.init(sentryOptions(settings));
