import type { Event } from '@sentry/node';
import { redactUrl } from '../app.ts';

/**
 * What of a request leaves for Sentry (decision 073): its method, its address without the query
 * and with the secrets in paths replaced (as in the logs), and a few harmless headers. Never
 * cookies, the Authorization or API key headers, a body, or the caller's IP address.
 */
export const KEPT_HEADERS = ['user-agent', 'accept', 'content-type', 'content-length'];

/** An address (absolute or a path) without its query and with its secret segments replaced. */
export function scrubUrl(url: string): string {
  const [withoutQuery] = url.split(/[?#]/, 1) as [string];
  return redactUrl(withoutQuery);
}

/** Span and trace attributes that carry an address or a header. */
function scrubAttributes(data: Record<string, unknown> | undefined): void {
  if (!data) return;
  for (const key of Object.keys(data)) {
    const value = data[key];
    if (key.startsWith('http.request.header.') || key.startsWith('http.response.header.')) {
      if (key !== 'http.request.header.user-agent') delete data[key];
    } else if (/(^|\.)(query|query_string)$/.test(key) || /address$|\.ip$/.test(key)) {
      delete data[key];
    } else if (typeof value === 'string' && /(^url\.|\.url$|^http\.target$)/.test(key)) {
      data[key] = scrubUrl(value);
    }
  }
}

/** Applied to every error and transaction the server sends. */
export function scrubEvent<E extends Event>(event: E): E {
  const request = event.request;
  if (request) {
    delete request.cookies;
    delete request.data;
    delete request.query_string;
    if (request.url) request.url = scrubUrl(request.url);
    if (request.headers) {
      for (const name of Object.keys(request.headers))
        if (!KEPT_HEADERS.includes(name.toLowerCase())) delete request.headers[name];
    }
  }
  if (event.user) {
    delete event.user.ip_address;
    delete event.user.email;
  }
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  scrubAttributes(event.contexts?.trace?.data);
  for (const span of event.spans ?? []) {
    scrubAttributes(span.data);
    // An outgoing or incoming call is described by its address (a query's by its SQL).
    if (span.description && span.op?.startsWith('http'))
      span.description = scrubUrl(span.description);
  }
  for (const crumb of event.breadcrumbs ?? []) {
    const data = crumb.data as Record<string, unknown> | undefined;
    if (typeof data?.url === 'string') data.url = scrubUrl(data.url);
  }
  return event;
}
