import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { newShopper } from '../../testing/shop.ts';
import {
  createTestContext,
  TEST_API_KEY,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';
import { LISTENING_CONNECTION } from './live-hub.ts';
import { insertAndNotify } from './live.repo.ts';

/** Two app instances on one database: A takes the writes, B holds the streams. */
let ctx: TestContext;
let second: { app: FastifyInstance; database: Database; base: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const database = connectDatabase(ctx.databaseUrl, 5);
  const app = await buildApp({ config: ctx.config, db: database.db, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  second = { app, database, base };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await ctx?.close();
});

const { http, creator, publish } = postFixtures(() => ctx);
const as = (u: Registered) => ({ token: u.accessToken });

type Received = { id?: string; event: string; data: string; at: number };

/** A Server-Sent Events client over fetch (headers carry the key and the token). */
function openStream(token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const received: Received[] = [];
  let ended = false;
  const response = fetch(`${second.base}/api/v1/users/events`, {
    headers: {
      accept: 'text/event-stream',
      'x-api-key': TEST_API_KEY,
      authorization: `Bearer ${token}`,
      ...headers,
    },
    signal: controller.signal,
  });
  const done = (async () => {
    const res = await response;
    if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.event) received.push({ ...fields, at: Date.now() } as Received);
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  const waitFor = async (pred: (r: Received[]) => boolean, ms = 2000) => {
    const until = Date.now() + ms;
    while (!pred(received)) {
      if (Date.now() > until) throw new Error(`not received: ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    received,
    waitFor,
    get ended() {
      return ended;
    },
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

async function likedPost(author: Registered) {
  const postId = (await publish(author, { text: 'Fresh ofada rice' })).json().data._id as string;
  const fan = await newShopper(ctx.app);
  return { postId, fan };
}

describe('GET users/events', () => {
  it('delivers a notification made through instance A to a stream on instance B within a second', async () => {
    const author = await creator();
    const { postId, fan } = await likedPost(author);
    const stream = openStream(author.accessToken);
    await stream.waitFor((r) => r.some((e) => e.event === 'counts'));
    expect(JSON.parse(stream.received[0]!.data)).toEqual({ notifications: 0, messages: 0 });

    const sent = Date.now();
    expect((await http().post(`/posts/${postId}/like`, undefined, as(fan))).statusCode).toBe(200);
    await stream.waitFor((r) => r.some((e) => e.event === 'notification'));
    const event = stream.received.find((e) => e.event === 'notification')!;
    expect(event.at - sent).toBeLessThan(1000);
    expect(event.id).toMatch(/^\d+$/);
    await stream.waitFor((r) => r.filter((e) => e.event === 'counts').length === 2);
    expect(JSON.parse(stream.received.at(-1)!.data)).toEqual({ notifications: 1, messages: 0 });
    await stream.close();
  });

  it('replays what a client missed when it reconnects with Last-Event-ID', async () => {
    const author = await creator();
    const { postId, fan } = await likedPost(author);
    const first = openStream(author.accessToken);
    await first.waitFor((r) => r.some((e) => e.event === 'counts'));
    await http().post(`/posts/${postId}/like`, undefined, as(fan));
    await first.waitFor((r) => r.some((e) => e.event === 'notification'));
    const lastSeen = first.received.find((e) => e.event === 'notification')!.id!;
    await first.close();

    // While away: a follow and a comment.
    await http().put(`/users/${author.id}/follower/${fan.id}`, undefined, as(fan));
    await http().post(
      '/comments',
      { entityType: 'POST', entityId: postId, text: 'Is it stone-free?' },
      as(fan),
    );
    const again = openStream(author.accessToken, { 'last-event-id': lastSeen });
    const missed = (r: Received[]) =>
      r.filter((e) => e.event === 'notification' && Number(e.id) > Number(lastSeen));
    await again.waitFor((r) => missed(r).length === 2);
    const ids = missed(again.received).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The last moments are sent again (an event may commit after a higher id was seen), each once.
    const all = again.received.filter((e) => e.event === 'notification').map((e) => e.id);
    expect(new Set(all).size).toBe(all.length);
    await again.close();
  });

  it('delivers an event whose writer commits after a later one, live and on a reconnect', async () => {
    const user = await newShopper(ctx.app);
    const stream = openStream(user.accessToken);
    await stream.waitFor((r) => r.some((e) => e.event === 'counts'));
    // The first writer takes its id, then waits; the second takes a higher one and commits first.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstId = 0;
    const slow = ctx.db.transaction(async (tx) => {
      await insertAndNotify(tx, { userId: user.id, kind: 'message', ref: 'slow' });
      const mine = await tx.execute<{ id: string }>(
        sql`SELECT max(id)::text AS id FROM live_events WHERE user_id = ${user.id}`,
      );
      firstId = Number(mine.rows[0]!.id);
      await held;
    });
    while (firstId === 0) await new Promise((r) => setTimeout(r, 5));
    await insertAndNotify(ctx.db, { userId: user.id, kind: 'message', ref: 'fast' });
    await stream.waitFor((r) => r.some((e) => e.data.includes('fast')));
    release();
    await slow;
    await stream.waitFor((r) => r.some((e) => e.data.includes('slow')));
    const fastId = stream.received.find((e) => e.data.includes('fast'))!.id!;
    expect(firstId).toBeLessThan(Number(fastId));
    await stream.close();

    // A client that last saw the higher id before the lower one committed still gets it.
    const back = openStream(user.accessToken, { 'last-event-id': fastId });
    await back.waitFor((r) => r.some((e) => e.data.includes('slow')));
    expect(back.received.filter((e) => e.data.includes('slow'))).toHaveLength(1);
    await back.close();
  });

  it('replays what was missed even after a busy half-minute the client had already seen', async () => {
    const user = await newShopper(ctx.app);
    const add = (ref: string) => insertAndNotify(ctx.db, { userId: user.id, kind: 'message', ref });
    for (let i = 0; i < 250; i++) await add(`seen-${i}`);
    const latest = await ctx.db.execute<{ id: string }>(
      sql`SELECT max(id)::text AS id FROM live_events WHERE user_id = ${user.id}`,
    );
    for (let i = 0; i < 5; i++) await add(`missed-${i}`);
    const back = openStream(user.accessToken, { 'last-event-id': latest.rows[0]!.id });
    await back.waitFor((r) => r.filter((e) => e.data.includes('missed-')).length === 5);
    await back.close();
  });

  it('ends the stream when its session signs out, and only that session’s', async () => {
    const author = await creator();
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: { username: author.input.email, password: author.input.password },
    });
    expect(other.statusCode).toBe(200);
    const phone = openStream(other.json().data.accessToken);
    const laptop = openStream(author.accessToken);
    await laptop.waitFor((r) => r.some((e) => e.event === 'counts'));
    await phone.waitFor((r) => r.some((e) => e.event === 'counts'));

    expect((await http().post('/users/logout', undefined, as(author))).statusCode).toBe(200);
    await laptop.waitFor((r) => r.some((e) => e.event === 'end'));
    await laptop.waitFor(() => laptop.ended);
    expect(phone.ended).toBe(false);
    // The signed-out session cannot be refreshed any more.
    const refresh = await http().post(`/users/refresh/${author.refreshToken}`);
    expect(refresh.statusCode).toBe(401);
    await phone.close();
  });

  it('listens again when the database drops the connection, and the stream catches up', async () => {
    const author = await creator();
    const { postId, fan } = await likedPost(author);
    const stream = openStream(author.accessToken);
    await stream.waitFor((r) => r.some((e) => e.event === 'counts'));
    const dropped = await ctx.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENING_CONNECTION}`);
    expect(dropped.rows.length).toBeGreaterThan(0);
    // Liked while instance B is not listening: the log has it, and B reads it back.
    expect((await http().post(`/posts/${postId}/like`, undefined, as(fan))).statusCode).toBe(200);
    await stream.waitFor((r) => r.some((e) => e.event === 'notification'), 5000);
    expect(stream.ended).toBe(false);
    await stream.close();
  });

  it('holds at most 10 streams per user, and frees a place when a client goes away', async () => {
    const user = await newShopper(ctx.app);
    const streams = Array.from({ length: 10 }, () => openStream(user.accessToken));
    for (const s of streams) await s.waitFor((r) => r.some((e) => e.event === 'counts'));
    const refused = await fetch(`${second.base}/api/v1/users/events`, {
      headers: {
        accept: 'text/event-stream',
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${user.accessToken}`,
      },
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');

    await streams[0]!.close();
    const again = openStream(user.accessToken);
    await again.waitFor((r) => r.some((e) => e.event === 'counts'));
    for (const s of [...streams.slice(1), again]) await s.close();
  });

  it('asks for login, for the event-stream type, and for a valid Last-Event-ID', async () => {
    const user = await newShopper(ctx.app);
    expect((await http().get('/users/events')).statusCode).toBe(401);
    const plain = await http().get('/users/events', as(user));
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({ success: false, code: 'NOT_ACCEPTABLE' });
    const bad = await http().get('/users/events', {
      ...as(user),
      headers: { accept: 'text/event-stream', 'last-event-id': 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
