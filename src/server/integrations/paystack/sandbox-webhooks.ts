import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signWebhook } from './client.ts';
import type { paystackSandboxTransactions, paystackSandboxTransfers } from './sandbox.schema.ts';

/** One table whose rows carry a webhook to deliver (`webhook_*` columns, keyed by reference). */
export type WebhookSource = {
  table: typeof paystackSandboxTransactions | typeof paystackSandboxTransfers;
  /** The event to send now, or null when there is none. */
  load: (reference: string) => Promise<{ body: string; attempts: number; since: Date } | null>;
  record: (
    reference: string,
    r: { attempts: number; nextAt: Date | null; deliveredAt: Date | null },
  ) => Promise<void>;
};

/**
 * Webhook deliveries live in the tables, not in timers: each is claimed for a minute while it is
 * sent, so a restart (even after kill -9) resumes them, and two instances never send one twice
 * at once. Failed deliveries are retried on Paystack's schedule.
 */
export function createWebhookDelivery(
  app: FastifyInstance,
  opts: {
    db: Db;
    secretKey: string;
    webhookUrl: string;
    fetch?: typeof globalThis.fetch;
    pollMs?: number;
  },
  sources: WebhookSource[],
) {
  const { db } = opts;
  let delivering: Promise<void> | null = null;
  // A stopping server finishes the deliveries under way and claims no more (others will).
  let closing = false;

  async function claim(source: WebhookSource): Promise<string[]> {
    const due = await db.execute(sql`
      UPDATE ${source.table} SET webhook_next_at = now() + interval '1 minute'
      WHERE reference IN (
        SELECT reference FROM ${source.table}
        WHERE webhook_next_at <= now() AND webhook_delivered_at IS NULL
        ORDER BY webhook_next_at LIMIT 20 FOR UPDATE SKIP LOCKED)
      RETURNING reference`);
    return (due.rows as { reference: string }[]).map((r) => r.reference);
  }

  function deliverDue(): Promise<void> {
    delivering ??= (async () => {
      try {
        for (;;) {
          let claimed = 0;
          for (const source of sources) {
            const references = await claim(source);
            claimed += references.length;
            await Promise.all(references.map((reference) => deliver(source, reference)));
          }
          if (claimed === 0 || closing) return;
        }
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'sandbox webhook deliveries failed');
      } finally {
        delivering = null;
      }
    })();
    return delivering;
  }

  async function deliver(source: WebhookSource, reference: string) {
    const event = await source.load(reference);
    if (!event) return;
    let delivered = false;
    try {
      const res = await (opts.fetch ?? fetch)(opts.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signWebhook(event.body, opts.secretKey),
        },
        body: event.body,
        signal: AbortSignal.timeout(10_000),
      });
      delivered = res.ok;
      if (!delivered) throw new Error(`webhook answered ${res.status}`);
    } catch (err) {
      app.log.warn(
        { reference, attempt: event.attempts + 1, err: (err as Error).message },
        'sandbox webhook failed',
      );
    }
    const attempts = event.attempts + 1;
    await source.record(reference, {
      attempts,
      nextAt: delivered ? null : nextWebhookAttempt(event.since, attempts),
      deliveredAt: delivered ? new Date() : null,
    });
  }

  const poll = setInterval(() => void deliverDue(), opts.pollMs ?? 5_000);
  poll.unref();
  app.addHook('onReady', async () => void deliverDue());
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(poll);
    await delivering;
  });
  return { deliverDue };
}

/**
 * Paystack retries a failed webhook every 3 minutes for the first 4 tries, then hourly until
 * 72 hours have passed; null when it gives up.
 */
export function nextWebhookAttempt(
  since: Date,
  attemptsMade: number,
  now = new Date(),
): Date | null {
  const delay = attemptsMade <= 4 ? 3 * 60_000 : 60 * 60_000;
  const next = new Date(now.getTime() + delay);
  return next.getTime() - since.getTime() > 72 * 3_600_000 ? null : next;
}
