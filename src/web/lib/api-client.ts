import { REQUEST_TIMEOUT_MS, UPGRADE_MESSAGE } from '#shared/constants.ts';
import type { Envelope, ErrorEnvelope } from '#shared/schemas/envelope.ts';
import type { TokenPair } from '#shared/schemas/users.ts';

/** The one way the web app talks to the API: key and bearer headers, time-out, envelope, refresh. */
export const API_BASE = '/api/v1';

/** One message, or one per field (validation errors). */
export type Messages = ErrorEnvelope['message'];

export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly messages: Messages;
  /** The error needs no toast (a visitor's 403, a session that already ended). */
  readonly silent: boolean;
  /** A toast already shows it (the request's own report), so a form need not show it again. */
  toasted = false;

  constructor(status: number | null, code: string, messages: Messages, silent = false) {
    super(typeof messages === 'string' ? messages : Object.values(messages).join('\n'));
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.silent = silent;
  }
}

/**
 * A read whose address names nothing: an unknown (404) or malformed (400) id or handle, as from an
 * old or mistyped link. Its screen says so; it is not a toast.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export type Session = { accessToken: string | null; refreshToken: string | null };

type Hooks = {
  apiKey: () => string;
  session: () => Session;
  saveTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  /** Called when the session cannot be renewed: log out and say so. */
  onSessionExpired: () => void;
  /** The signed-in user's plan name, for the upgrade message on 403. */
  planName: () => string | undefined;
  /** How requests are sent: the browser's fetch, or the server's own router when it renders a page. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

let hooks: Hooks = {
  apiKey: () => '',
  session: () => ({ accessToken: null, refreshToken: null }),
  saveTokens: () => {},
  onSessionExpired: () => {},
  planName: () => undefined,
  fetch: (url, init) => fetch(url, init),
};

export function configureApiClient(next: Partial<Hooks>): void {
  hooks = { ...hooks, ...next };
}

export type Query = Record<
  string,
  string | number | boolean | null | undefined | (string | number)[]
>;

/** Query strings skip empty values. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type RequestOptions = {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * How long to wait for the answer; a large upload over a slow network needs longer. 0 waits
   * as long as the answer lasts (a live event stream).
   */
  timeoutMs?: number;
  /** Outlives the page: a report sent as the page is left or hidden still arrives. */
  keepalive?: boolean;
  /** Where `path` starts: the API's base, or '' for a call at a full path (`/api/wait-list`). */
  base?: string;
};

async function send(
  method: string,
  path: string,
  opts: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...opts.headers,
    'x-api-key': hooks.apiKey(),
  };
  // FormData (uploads) sets its own multipart content type; everything else is JSON.
  const isForm = opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout =
    opts.timeoutMs === 0 ? null : AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal =
    opts.signal && timeout ? AbortSignal.any([opts.signal, timeout]) : (opts.signal ?? timeout);
  try {
    return await hooks.fetch(`${opts.base ?? API_BASE}${path}${toQueryString(opts.query)}`, {
      method,
      headers,
      body:
        opts.body === undefined
          ? undefined
          : isForm
            ? (opts.body as FormData)
            : JSON.stringify(opts.body),
      signal,
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    // Offline, a payment or any other call says what to do: nothing is sent later but likes,
    // follows and comments (`offline-queue.ts`).
    throw new ApiError(
      null,
      'NO_RESPONSE',
      navigator.onLine === false
        ? "You're offline. Reconnect to the internet and try again."
        : 'Request could not be completed',
    );
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, shared by every request that got a 401 meanwhile. */
function renewSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = hooks.session();
    if (!refreshToken) return false;
    try {
      const res = await send(
        'POST',
        `/users/refresh/${encodeURIComponent(refreshToken)}`,
        {},
        null,
      );
      if (!res.ok) return false;
      const body = (await res.json()) as Envelope<TokenPair>;
      hooks.saveTokens({
        accessToken: body.data.accessToken,
        refreshToken: body.data.refreshToken,
      });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function toError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorEnvelope> = {};
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's error page): fall back to a generic message below.
  }
  return new ApiError(
    res.status,
    body.code ?? `HTTP_${res.status}`,
    body.message ?? 'Something went wrong',
  );
}

/** Sends a request with the session's token, renewing the session once on a 401. */
async function authorized(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const token = hooks.session().accessToken;
  let res = await send(method, path, opts, token);
  if (res.status === 401 && token) {
    if (await renewSession()) {
      res = await send(method, path, opts, hooks.session().accessToken);
    }
    if (res.status === 401) {
      hooks.onSessionExpired();
      throw new ApiError(
        401,
        'SESSION_EXPIRED',
        'Your session has expired, please login again',
        true,
      );
    }
  }
  return res;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const res = await authorized(method, path, opts);
  if (res.ok) return (await res.json()) as Envelope<T>;
  const error = await toError(res);
  if (res.status === 403) {
    if (!hooks.session().accessToken) throw new ApiError(403, error.code, error.messages, true);
    // Free plans hit paid features; a 403 for someone else's object keeps the server's words.
    if (error.code !== 'FORBIDDEN' && hooks.planName()?.toLowerCase().includes('free')) {
      throw new ApiError(403, 'PLAN_UPGRADE_REQUIRED', UPGRADE_MESSAGE);
    }
  }
  throw error;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>('POST', path, { body, headers }),
  put: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>('PUT', path, { body, headers }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  /**
   * The raw answer after the session's checks, for what is not JSON: a file to save, a live
   * event stream (`timeoutMs: 0`). A refusal throws like any request.
   */
  async response(path: string, opts: Omit<RequestOptions, 'body'> = {}): Promise<Response> {
    const res = await authorized('GET', path, opts);
    if (!res.ok) throw await toError(res);
    return res;
  },
};
