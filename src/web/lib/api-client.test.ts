import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient, toQueryString } from './api-client.ts';
import { flattenMessage } from './notify.ts';

type Reply = { status: number; body?: unknown } | 'network-error';

function mockFetch(replies: Reply[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const reply = replies.shift();
      if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
    }),
  );
  return calls;
}

let session: { accessToken: string | null; refreshToken: string | null };
let expired: number;
let plan: string | undefined;

beforeEach(() => {
  session = { accessToken: 'access-1', refreshToken: 'refresh-1' };
  expired = 0;
  plan = 'Free';
  configureApiClient({
    apiKey: () => 'web-key',
    session: () => session,
    saveTokens: (t) => {
      session = { ...t };
    },
    onSessionExpired: () => {
      expired += 1;
      session = { accessToken: null, refreshToken: null };
    },
    planName: () => plan,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the API key and bearer token and returns the envelope', async () => {
    const calls = mockFetch([{ status: 200, body: { success: true, data: { ok: 1 } } }]);
    const res = await apiRequest<{ ok: number }>('GET', '/users/me');
    expect(res.data).toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('/api/v1/users/me');
    expect(calls[0]!.headers).toMatchObject({
      'x-api-key': 'web-key',
      authorization: 'Bearer access-1',
    });
  });

  it('asks for a request that outlives the page only when told to', async () => {
    const inits: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        inits.push(init);
        return new Response(JSON.stringify({ success: true, data: {} }), { status: 202 });
      }),
    );
    await apiRequest('POST', '/ads/events', { body: { clicks: ['t'] }, keepalive: true });
    await apiRequest('POST', '/ads/events', { body: { clicks: ['t'] } });
    expect(inits.map((i) => i.keepalive)).toEqual([true, undefined]);
    expect(inits[0]!.headers).toMatchObject({
      'x-api-key': 'web-key',
      authorization: 'Bearer access-1',
      'content-type': 'application/json',
    });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const calls = mockFetch([
      { status: 401, body: { success: false, code: 'TOKEN_EXPIRED', message: 'expired' } },
      {
        status: 200,
        body: { success: true, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
      },
      { status: 200, body: { success: true, data: 'again' } },
    ]);
    const res = await apiRequest<string>('GET', '/users/me');
    expect(res.data).toBe('again');
    expect(calls[1]!.url).toBe('/api/v1/users/refresh/refresh-1');
    expect(calls[2]!.headers.authorization).toBe('Bearer access-2');
    expect(session).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(expired).toBe(0);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const calls = mockFetch([
      { status: 401 },
      { status: 401 },
      { status: 200, body: { success: true, data: { accessToken: 'a2', refreshToken: 'r2' } } },
      { status: 200, body: { success: true, data: 1 } },
      { status: 200, body: { success: true, data: 2 } },
    ]);
    await Promise.all([apiRequest('GET', '/a'), apiRequest('GET', '/b')]);
    expect(calls.filter((c) => c.url.includes('/users/refresh/'))).toHaveLength(1);
  });

  it('logs out when the refresh fails', async () => {
    mockFetch([
      { status: 401 },
      { status: 401, body: { success: false, code: 'INVALID_REFRESH_TOKEN' } },
    ]);
    const err = await apiRequest('GET', '/users/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).silent).toBe(true);
    expect(expired).toBe(1);
  });

  it('asks free-plan users to upgrade on a 403, but keeps ownership refusals as they are', async () => {
    mockFetch([
      { status: 403, body: { success: false, code: 'PLAN_UPGRADE_REQUIRED', message: 'Pro only' } },
    ]);
    const gated = (await apiRequest('GET', '/ads').catch((e: unknown) => e)) as ApiError;
    expect(gated.messages).toBe('Please upgrade your plan to access this feature');
    mockFetch([
      {
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'You can only change your own account',
        },
      },
    ]);
    const owner = (await apiRequest('PUT', '/users/x').catch((e: unknown) => e)) as ApiError;
    expect(owner.messages).toBe('You can only change your own account');
    plan = 'Pro';
    mockFetch([
      {
        status: 403,
        body: { success: false, code: 'PLAN_UPGRADE_REQUIRED', message: 'Business plan only' },
      },
    ]);
    const paid = (await apiRequest('GET', '/ads').catch((e: unknown) => e)) as ApiError;
    expect(paid.messages).toBe('Business plan only');
  });

  it("rejects a visitor's 403 quietly", async () => {
    session = { accessToken: null, refreshToken: null };
    mockFetch([{ status: 403, body: { success: false, code: 'FORBIDDEN', message: 'no' } }]);
    const err = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(err.silent).toBe(true);
  });

  it('says the request could not be completed when nothing answers', async () => {
    mockFetch(['network-error']);
    const err = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBeNull();
    expect(err.messages).toBe('Request could not be completed');
  });

  it('says to reconnect when the phone is offline: a payment is never kept to send later', async () => {
    mockFetch(['network-error']);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const err = (await apiRequest('POST', '/orders', { body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.code).toBe('NO_RESPONSE');
    expect(err.messages).toBe("You're offline. Reconnect to the internet and try again.");
    vi.restoreAllMocks();
  });

  it('keeps per-field validation messages', async () => {
    mockFetch([
      {
        status: 400,
        body: { success: false, code: 'VALIDATION_ERROR', message: { email: 'Bad' } },
      },
    ]);
    const err = (await apiRequest('POST', '/users', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.messages).toEqual({ email: 'Bad' });
  });
});

describe('helpers', () => {
  it('skips empty values in query strings', () => {
    expect(
      toQueryString({
        a: 1,
        b: '',
        c: undefined,
        d: null,
        e: 'x y',
        f: [],
        g: ['1', '2'],
        h: false,
      }),
    ).toBe('?a=1&e=x+y&g=1%2C2&h=false');
    expect(toQueryString({ a: '' })).toBe('');
  });
  it('flattens object-valued messages into one entry per value', () => {
    expect(flattenMessage({ email: 'Bad e-mail', phone: 'Bad phone' })).toEqual([
      'Bad e-mail',
      'Bad phone',
    ]);
    expect(flattenMessage('One')).toEqual(['One']);
    expect(flattenMessage(null)).toEqual([]);
  });
});
