import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client.ts';
import { keptCalls, MAX_KEPT, sendKept, sendOrKeep } from './offline-queue.ts';

type Reply = { status: number; body?: unknown } | 'network-error';

/** The server as the phone reaches it: each call gets the next reply; the keys sent, in order. */
function server(replies: Reply[]) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? '');
      const reply = replies.shift();
      if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
    }),
  );
  return keys;
}

beforeEach(() => {
  localStorage.clear();
  configureApiClient({
    apiKey: () => 'web-key',
    session: () => ({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    saveTokens: () => {},
    onSessionExpired: () => {},
    planName: () => undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('likes, follows and comments made offline', () => {
  it('are sent at once when the network answers, and nothing is kept', async () => {
    server([{ status: 200, body: { data: { liked: true } } }]);
    await expect(sendOrKeep('POST', '/products/p1/like')).resolves.toMatchObject({
      data: { liked: true },
    });
    expect(keptCalls()).toEqual([]);
  });

  it('are kept when no answer comes, and sent later with the key they first had, once', async () => {
    const keys = server(['network-error', { status: 201, body: { data: {} } }]);
    await expect(sendOrKeep('POST', '/comments', { text: 'Fine fabric' })).resolves.toBeNull();
    expect(keptCalls()).toMatchObject([{ method: 'POST', path: '/comments' }]);

    await expect(sendKept()).resolves.toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keptCalls()).toEqual([]);
    // Sending again sends nothing.
    await expect(sendKept()).resolves.toBe(0);
  });

  it('stay kept, in order, while the network is still away or the server is busy', async () => {
    server(['network-error', 'network-error', 'network-error', { status: 503 }]);
    await sendOrKeep('POST', '/posts/a/like');
    await sendOrKeep('PUT', '/businesses/b/follower/u');
    await expect(sendKept()).resolves.toBe(0);
    await expect(sendKept()).resolves.toBe(0);
    expect(keptCalls().map((c) => c.path)).toEqual(['/posts/a/like', '/businesses/b/follower/u']);
  });

  it('drops one the server refuses (the post is gone) and goes on with the rest', async () => {
    server([
      'network-error',
      'network-error',
      { status: 404, body: { code: 'NOT_FOUND', message: 'Post not found' } },
      { status: 200, body: { data: {} } },
    ]);
    await sendOrKeep('POST', '/posts/gone/like');
    await sendOrKeep('POST', '/posts/here/like');
    await expect(sendKept()).resolves.toBe(1);
    expect(keptCalls()).toEqual([]);
  });

  it('passes on a refusal made while online, keeping nothing', async () => {
    server([{ status: 400, body: { code: 'VALIDATION_ERROR', message: { text: 'Too long' } } }]);
    await expect(sendOrKeep('POST', '/comments', { text: 'x' })).rejects.toMatchObject({
      status: 400,
    });
    expect(keptCalls()).toEqual([]);
  });

  it(`keeps the latest ${MAX_KEPT} when a phone stays offline for long`, async () => {
    server([]);
    for (let i = 0; i < MAX_KEPT + 3; i += 1) await sendOrKeep('POST', `/posts/p${i}/like`);
    const kept = keptCalls();
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept[0]!.path).toBe('/posts/p3/like');
  });
});
