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

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** A path segment that is an e-mail, a phone or account number, or a token (ids stay). */
const secretSegment = (segment: string) =>
  segment.includes('@') ||
  segment.includes('%40') ||
  /\d{7,}/.test(segment) ||
  (segment.length >= 20 && !UUID.test(segment));

/**
 * An address (absolute or a path) without its query and fragment (codes, tokens, searches), and
 * with the path segments that look secret replaced: a reset link's token, an e-mail in an API path.
 */
export function scrubUrl(url: string): string {
  const bare = url.replace(/[?#].*$/s, '');
  const origin = /^[a-z][\w+.-]*:\/\/[^/]*/i.exec(bare)?.[0] ?? '';
  const path = bare
    .slice(origin.length)
    .replace(/\/([^/]+)/g, (whole, segment: string) =>
      secretSegment(segment) ? '/[redacted]' : whole,
    );
  return origin + path;
}

type Attributes = Record<string, unknown> | undefined;
type SentEvent = {
  transaction?: string;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: object };
  contexts?: { trace?: { data?: Attributes } };
  spans?: { op?: string; description?: string; data?: Attributes }[];
};

/** Span attributes holding an address (a fetch's, a script's) are scrubbed like addresses. */
function scrubAttributes(data: Attributes): void {
  for (const [key, value] of Object.entries(data ?? {})) {
    if (/query/.test(key)) delete data![key];
    else if (typeof value === 'string' && /url|path|target/.test(key)) data![key] = scrubUrl(value);
  }
}

/** Applied to every event before it leaves: addresses scrubbed, no cookies. */
export function scrubEvent<E extends SentEvent>(event: E): E {
  const request = event.request;
  if (request) {
    if (request.url) request.url = scrubUrl(request.url);
    delete request.query_string;
    delete request.cookies;
  }
  // A browser transaction is named by its page's path.
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  scrubAttributes(event.contexts?.trace?.data);
  for (const span of event.spans ?? []) {
    scrubAttributes(span.data);
    if (span.description && /^(http|resource|navigation)/.test(span.op ?? ''))
      span.description = scrubUrl(span.description);
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
        if (typeof data?.[key] === 'string') data[key] = scrubUrl(data[key]);
      return crumb;
    },
  };
}

const settings = typeof document === 'undefined' ? null : telemetryFromPage();
if (settings) Sentry.init(sentryOptions(settings));
