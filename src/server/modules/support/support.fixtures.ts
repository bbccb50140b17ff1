import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { listOutboxMessages } from '../outbox/outbox.repo.ts';
import { TEST_API_KEY, type Registered, type TestContext } from '../../testing/test-app.ts';

export const visitorBody = (overrides: Record<string, unknown> = {}) => ({
  topic: 'payments',
  subject: 'Wallet top-up not showing',
  message: 'I paid ₦5,000 into my wallet this morning and the balance has not changed.',
  name: 'Ngozi Bello',
  email: 'ngozi.bello@example.ng',
  ...overrides,
});

export type StoredRequest = {
  id: string;
  reference: string;
  requester_id: string | null;
  email: string;
  name: string;
  status: string;
  order_id: string | null;
  order_reference: string | null;
  keys: number;
  messages: number;
};

let addresses = 0;

/** The support API tests' helpers, bound to the test file's own app and database. */
export function supportFixtures(context: () => TestContext) {
  /**
   * `app.inject` as a client at its own IP address (requests are limited per address), with the
   * API key and, when given, a bearer token.
   */
  function send(
    method: InjectOptions['method'],
    url: string,
    opts: { body?: unknown; as?: Registered | null; ip?: string } = {},
  ) {
    addresses += 1;
    return context().app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: opts.ip ?? `10.1.${(addresses >> 8) & 255}.${addresses & 255}`,
      headers: {
        'x-api-key': TEST_API_KEY,
        ...(opts.as ? { authorization: `Bearer ${opts.as.accessToken}` } : {}),
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
  }

  async function stored(where: { email?: string; requesterId?: string }): Promise<StoredRequest[]> {
    const condition = where.email
      ? sql`r.email = ${where.email}`
      : sql`r.requester_id = ${where.requesterId!}`;
    const { rows } = await context().db.execute<StoredRequest>(
      sql`SELECT r.id, r.reference, r.requester_id, r.email, r.name, r.status, r.order_id,
            r.order_reference, cardinality(r.key_hashes) AS keys,
            (SELECT count(*)::int FROM support_messages m WHERE m.request_id = r.id) AS messages
          FROM support_requests r WHERE ${condition} ORDER BY r.created_at, r.id`,
    );
    return rows;
  }

  async function countRequests(): Promise<number> {
    const { rows } = await context().db.execute<{ n: number }>(
      sql`SELECT (SELECT count(*)::int FROM support_requests)
        + (SELECT count(*)::int FROM support_messages) AS n`,
    );
    return rows[0]!.n;
  }

  /** Every e-mail the dev outbox holds for a recipient, newest first. */
  async function mailsTo(recipient: string) {
    return (await listOutboxMessages(context().db, 500)).filter((m) => m.recipient === recipient);
  }

  /** The live events announced to a user. */
  async function liveEventsOf(userId: string) {
    const { rows } = await context().db.execute<{ kind: string; ref: string | null }>(
      sql`SELECT kind, ref FROM live_events WHERE user_id = ${userId} ORDER BY id`,
    );
    return rows;
  }

  return { send, stored, countRequests, mailsTo, liveEventsOf };
}

/** The key in a link to a request (`/shopper/support/requests/{id}?key=…`). */
export function linkIn(body: string): { id: string; key: string | null } {
  const match = /\/shopper\/support\/requests\/([0-9a-f-]{36})(?:\?key=([A-Za-z0-9_-]+))?/.exec(
    body,
  );
  if (!match) throw new Error(`no request link in ${body}`);
  return { id: match[1]!, key: match[2] ?? null };
}
