import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, tooManyRequests } from '../../errors.ts';
import type { LiveHub, HubMessage } from './live-hub.ts';
import type { LiveService } from './live.service.ts';
import type { LiveEvent } from './live.repo.ts';

/** The unread figures a stream sends on connecting and after each event. */
export type UnreadCounts = (userId: string) => Promise<Record<string, number>>;

export type StreamOptions = {
  heartbeatMs: number;
  /** Streams one user may hold open at once (tabs, devices). */
  perUser: number;
};

const MAX_STREAMS_PER_USER = 10;
const HEARTBEAT_MS = 25_000;
/** Events arriving together are followed by one count. */
const COUNTS_DELAY_MS = 50;
/** When a stream ended by a stopping instance comes back: the others take it meanwhile. */
const RESTART_RETRY_MS = 2_000;
/** The ids a stream remembers sending, to send each event once. */
const SENT_KEPT = 2_000;

const lastEventIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The `exp` of a bearer token the auth hook has already verified. */
function tokenExpiry(request: FastifyRequest): number {
  const token = request.headers.authorization?.split(' ')[1] ?? '';
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: number;
    };
    return typeof exp === 'number' ? exp * 1000 : Date.now();
  } catch {
    return Date.now();
  }
}

const frame = (e: LiveEvent) =>
  `${e.id ? `id: ${e.id}\n` : ''}event: ${e.kind}\ndata: ${JSON.stringify({ ref: e.ref })}\n\n`;

/**
 * `GET users/events`: the signed-in user's Server-Sent Events stream (decision 029). It replays
 * what a reconnecting client missed (`Last-Event-ID`), sends each new event and the unread counts
 * after it, a comment every 25 s so proxies keep it open, and ends when the access token expires
 * (the client reconnects with a fresh one), when the session signs out, or when the app stops.
 */
export async function liveRoutes(
  app: FastifyInstance,
  opts: {
    live: Pick<LiveService, 'missedSince' | 'latestId'>;
    hub: LiveHub;
    counts: UnreadCounts;
    stream?: Partial<StreamOptions>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const heartbeatMs = opts.stream?.heartbeatMs ?? HEARTBEAT_MS;
  const perUser = opts.stream?.perUser ?? MAX_STREAMS_PER_USER;

  r.get(
    '/users/events',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Live notifications, messages and unread counts (text/event-stream)',
        description:
          'Ask with `Accept: text/event-stream`. Events: `notification`, `message`, `read`, ' +
          '`support` (data `{ ref }`, with an id to resume from through `Last-Event-ID`), ' +
          '`counts` (unread figures) and `end`.',
        querystring: z.object({ lastEventId: lastEventIdSchema.optional() }),
        headers: z.object({ 'last-event-id': lastEventIdSchema.optional() }).loose(),
      },
    },
    async (request, reply) => {
      if (!request.headers.accept?.includes('text/event-stream'))
        throw new AppError(
          406,
          'NOT_ACCEPTABLE',
          'This is an event stream: ask for it with Accept: text/event-stream',
        );
      const { userId, sessionId } = request.auth!;
      if (opts.hub.streamsOf(userId) >= perUser)
        throw tooManyRequests('Too many open live connections, close another tab and try again');
      const after = request.headers['last-event-id'] ?? request.query.lastEventId;
      await openStream(request, reply, { userId, sessionId, after });
    },
  );

  async function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    s: { userId: string; sessionId: string; after: number | undefined },
  ) {
    const res = reply.raw;
    let ended = false;
    let lastId = s.after ?? 0;
    let replaying = s.after !== undefined;
    const held: LiveEvent[] = [];
    let countsTimer: NodeJS.Timeout | undefined;

    const write = (text: string) => {
      if (!ended) res.write(text);
    };
    const sendCounts = async () => {
      countsTimer = undefined;
      const counts = await opts.counts(s.userId).catch(() => null);
      if (counts) write(`event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
    };
    const countsSoon = () => (countsTimer ??= setTimeout(() => void sendCounts(), COUNTS_DELAY_MS));
    // What this stream sent, by id: writers commit out of id order, so an event below the
    // highest id sent may still be new (and a catch-up sends some again).
    const sent = new Set<number>();
    const deliver = (e: LiveEvent) => {
      if (e.id) {
        if (sent.has(e.id)) return;
        sent.add(e.id);
        if (sent.size > SENT_KEPT) sent.delete(sent.values().next().value!);
        lastId = Math.max(lastId, e.id);
      }
      write(frame(e));
      countsSoon();
    };
    /** Sends what the log holds after the last id this client has, then what came meanwhile. */
    const catchUp = async () => {
      replaying = true;
      try {
        for (const e of await opts.live.missedSince(s.userId, lastId)) deliver(e);
      } finally {
        replaying = false;
        for (const e of held.splice(0)) deliver(e);
      }
    };
    const onHub = (m: HubMessage) => {
      if (m.type === 'end') return end('signed-out');
      if (m.type === 'restart') return end('restarting', RESTART_RETRY_MS);
      if (m.type === 'resync') return void catchUp().catch(() => {});
      if (replaying) held.push(m.event);
      else deliver(m.event);
    };

    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    write('retry: 3000\n\n');

    // A new stream starts from now: a later catch-up must not replay the days before it.
    if (s.after === undefined) lastId = await opts.live.latestId(s.userId);
    const unsubscribe = await opts.hub.subscribe(s.userId, s.sessionId, onHub);
    const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
    const expiry = setTimeout(
      () => end('token-expired'),
      Math.max(0, tokenExpiry(request) - Date.now()),
    );

    /** Ends the stream; with `retryMs`, the client is told when to come back. */
    function end(reason: string, retryMs?: number) {
      if (ended) return;
      if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`);
      write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      clearTimeout(countsTimer);
      unsubscribe();
      res.end();
    }
    // The client went away (or the answer ended): stop listening for it.
    res.on('close', () => end('closed'));

    if (s.after !== undefined) await catchUp();
    await sendCounts();
  }
}
