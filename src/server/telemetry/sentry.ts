import * as Sentry from '@sentry/node';
import type { SentrySettings } from '../config.ts';
import type { ErrorReporter } from '../plugins/errors.ts';
import { KEPT_HEADERS, scrubEvent } from './scrub.ts';

/**
 * The server's error reporting (decision 073). main.ts imports this module only when SENTRY_DSN is
 * set, so without it the SDK is not even loaded.
 */

/** Transactions not worth keeping: not-found answers, and the tunnel passing the browser's on. */
export function keepTransaction<E extends Sentry.Event>(event: E): E | null {
  const name = event.transaction ?? '';
  const status = event.contexts?.trace?.data?.['http.response.status_code'];
  if (name === '/404' || name.endsWith(' /404') || status === 404) return null;
  if (name.endsWith(' /monitoring')) return null;
  return scrubEvent(event);
}

export function serverSentryOptions(settings: SentrySettings): Sentry.NodeOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    // What `sendDefaultPii: false` was before version 11 of the SDK, and more: no user, cookies,
    // bodies, query strings, database parameters or local variables; headers allowed by name.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: KEPT_HEADERS }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    tracesSampleRate: 1,
    // Whole transactions, each passed through `beforeSendTransaction` (with span streaming, the
    // SDK's default since version 11, that callback is never called).
    traceLifecycle: 'static',
    // The error handler reports what it answers with a 5xx (plugins/errors.ts), once.
    integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => keepTransaction(event),
  };
}

export type ServerTelemetry = {
  /** For the error handler: reports an unexpected error with the request's route and id. */
  report: ErrorReporter;
  /** Sends what is still queued (at most two seconds), before the process exits. */
  close: () => Promise<void>;
};

export function startServerTelemetry(settings: SentrySettings): ServerTelemetry {
  Sentry.init(serverSentryOptions(settings));
  return {
    report: (error, request) => {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', request.id);
        if (request.routeOptions.url) scope.setTag('route', request.routeOptions.url);
        Sentry.captureException(error, {
          mechanism: { type: 'oja.error_handler', handled: false },
        });
      });
    },
    close: async () => void (await Sentry.close(2_000)),
  };
}
