import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { paystackSandboxTransactions as txns } from './sandbox.schema.ts';
import { createWebhookDelivery, nextWebhookAttempt } from './sandbox-webhooks.ts';
import { sandboxTransferRoutes } from './sandbox-transfers.ts';
import { transferWebhooks } from './sandbox-transfer-records.ts';
import { createOriginCheck } from '../../origins.ts';
import { escapeHtml as escape } from '../../html.ts';

/**
 * A local stand-in for Paystack (development and tests): the same REST endpoints, a hosted
 * checkout page with test cards, and webhooks signed like Paystack's. Never served in production.
 */
export type SandboxOptions = {
  db: Db;
  secretKey: string;
  /** Where `charge.success` and `transfer.*` webhooks are posted. */
  webhookUrl: string;
  /** Public base URL of the sandbox, for `authorization_url`. */
  publicBase: string;
  fetch?: typeof globalThis.fetch;
  /** How often due webhook deliveries are looked for (they are also sent at once). */
  pollMs?: number;
  /** How long a transfer stays pending before it settles and its webhook is sent. */
  transferDelayMs?: number;
};

const CARDS = {
  success: {
    label: 'Visa 4084 0840 8408 4081 — payment succeeds',
    status: 'success',
    response: 'Approved',
  },
  declined: {
    label: 'Mastercard 5060 6666 6666 6666 — card declined',
    status: 'failed',
    response: 'Declined',
  },
  insufficient: {
    label: 'Verve 5078 5078 5078 5078 — insufficient funds',
    status: 'failed',
    response: 'Insufficient Funds',
  },
} as const;

const fail = (reply: FastifyReply, code: number, message: string) =>
  reply.status(code).send({ status: false, message });

export async function paystackSandbox(app: FastifyInstance, opts: SandboxOptions) {
  const { db } = opts;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /**
   * The hosted page is offered on the address the shopper returns to when that is a loopback
   * alias or a LAN address of this machine: a phone on the LAN cannot open localhost.
   */
  const pageBase = (callbackUrl: unknown) => {
    const local = createOriginCheck({ appUrl: opts.publicBase, env: 'development' });
    const origin = typeof callbackUrl === 'string' ? local(callbackUrl) : null;
    return origin ? `${origin}${new URL(opts.publicBase).pathname}` : opts.publicBase;
  };

  const authorized = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${opts.secretKey}`;

  app.post('/transaction/initialize', async (request, reply) => {
    if (!authorized(request)) return fail(reply, 401, 'Invalid key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    const amount = Number(b.amount);
    if (typeof b.email !== 'string' || !b.email.includes('@'))
      return fail(reply, 400, 'Invalid Email Address Passed');
    if (!Number.isSafeInteger(amount) || amount < 100)
      return fail(reply, 400, 'Invalid Amount Sent');
    const reference =
      typeof b.reference === 'string' && b.reference ? b.reference : randomBytes(8).toString('hex');
    const accessCode = randomBytes(10).toString('hex');
    try {
      await db.insert(txns).values({
        reference,
        accessCode,
        email: b.email,
        amountKobo: amount,
        callbackUrl: typeof b.callback_url === 'string' ? b.callback_url : null,
        metadata: (b.metadata as Record<string, unknown> | undefined) ?? null,
      });
    } catch (err) {
      if (uniqueViolation(err)) return fail(reply, 400, 'Duplicate Transaction Reference');
      throw err;
    }
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${pageBase(b.callback_url)}/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    };
  });

  app.get('/transaction/verify/:reference', async (request, reply) => {
    if (!authorized(request)) return fail(reply, 401, 'Invalid key');
    const { reference } = request.params as { reference: string };
    const [t] = await db.select().from(txns).where(eq(txns.reference, reference));
    if (!t) return fail(reply, 404, 'Transaction reference not found');
    return {
      status: true,
      message: 'Verification successful',
      data: {
        reference: t.reference,
        status: t.status === 'pending' ? 'abandoned' : t.status,
        amount: t.amountKobo,
        currency: t.currency,
        paid_at: t.paidAt?.toISOString() ?? null,
        gateway_response: t.gatewayResponse,
        customer: { email: t.email },
        metadata: t.metadata,
      },
    };
  });

  app.post('/refund', async (request, reply) => {
    if (!authorized(request)) return fail(reply, 401, 'Invalid key');
    const b = (request.body ?? {}) as { transaction?: string; amount?: number };
    const [t] = await db
      .select()
      .from(txns)
      .where(eq(txns.reference, String(b.transaction)));
    if (!t || t.status !== 'success') return fail(reply, 400, 'Transaction has not been paid');
    const amount = b.amount ?? t.amountKobo - t.refundedKobo;
    if (!Number.isInteger(amount) || amount <= 0 || amount > t.amountKobo - t.refundedKobo) {
      return fail(reply, 400, 'Refund amount cannot be more than the amount left to refund');
    }
    // One conditional update, so two refunds cannot both take the last naira.
    const [updated] = await db
      .update(txns)
      .set({ refundedKobo: sql`${txns.refundedKobo} + ${amount}` })
      .where(
        sql`${txns.reference} = ${t.reference} AND ${txns.refundedKobo} + ${amount} <= ${txns.amountKobo}`,
      )
      .returning({ refunded: txns.refundedKobo });
    if (!updated)
      return fail(reply, 400, 'Refund amount cannot be more than the amount left to refund');
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: { status: 'processed', amount },
    };
  });

  app.get('/checkout/:accessCode', async (request, reply) => {
    const { accessCode } = request.params as { accessCode: string };
    const [t] = await db.select().from(txns).where(eq(txns.accessCode, accessCode));
    if (!t)
      return reply.status(404).type('text/html').send('<p>This payment link is not valid.</p>');
    const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(
      t.amountKobo / 100,
    );
    const buttons = Object.entries(CARDS)
      .map(([card, c]) => `<button name="card" value="${card}">${escape(c.label)}</button>`)
      .join('');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay ${escape(naira)} — Paystack sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:32px auto;padding:0 16px;color:#1a1b2e}
h1{font-size:20px}p{color:#4a4d63}button{display:block;width:100%;margin:10px 0;padding:14px;font-size:15px;
border:1px solid #c9ccdc;border-radius:10px;background:#fff;cursor:pointer;text-align:left}button:hover{background:#f3f4f8}</style></head>
<body><h1>Pay ${escape(naira)}</h1><p>${escape(t.email)} · reference ${escape(t.reference)}</p>
${t.status === 'pending' ? `<p>Choose a test card:</p><form method="post">${buttons}</form>` : `<p>This transaction is ${escape(t.status)}.</p>`}
</body></html>`);
  });

  app.post('/checkout/:accessCode', async (request, reply) => {
    const { accessCode } = request.params as { accessCode: string };
    const card = CARDS[((request.body ?? {}) as { card?: string }).card as keyof typeof CARDS];
    if (!card)
      return reply.status(400).type('text/html').send('<p>Choose one of the test cards.</p>');
    const [t] = await db
      .update(txns)
      .set({
        status: card.status,
        gatewayResponse: card.response,
        paidAt: card.status === 'success' ? new Date() : null,
      })
      .where(sql`${txns.accessCode} = ${accessCode} AND ${txns.status} = 'pending'`)
      .returning();
    if (!t)
      return reply
        .status(409)
        .type('text/html')
        .send('<p>This transaction has already been completed.</p>');
    if (t.status === 'success') {
      await db
        .update(txns)
        .set({ webhookEvent: 'charge.success', webhookNextAt: new Date() })
        .where(eq(txns.reference, t.reference));
      void deliverDue();
    }
    const back = t.callbackUrl ?? opts.publicBase;
    const separator = back.includes('?') ? '&' : '?';
    return reply.redirect(
      `${back}${separator}trxref=${encodeURIComponent(t.reference)}&reference=${encodeURIComponent(t.reference)}`,
    );
  });

  const { deliverDue } = createWebhookDelivery(app, opts, [
    {
      table: txns,
      async load(reference) {
        const [t] = await db.select().from(txns).where(eq(txns.reference, reference));
        if (!t?.webhookEvent) return null;
        const body = JSON.stringify({
          event: t.webhookEvent,
          data: {
            reference: t.reference,
            amount: t.amountKobo,
            currency: t.currency,
            status: t.status,
            gateway_response: t.gatewayResponse,
            customer: { email: t.email },
            metadata: t.metadata,
            paid_at: t.paidAt?.toISOString() ?? null,
          },
        });
        return { body, attempts: t.webhookAttempts, since: t.paidAt ?? t.createdAt };
      },
      async record(reference, r) {
        await db
          .update(txns)
          .set({
            webhookAttempts: r.attempts,
            webhookNextAt: r.nextAt,
            webhookDeliveredAt: r.deliveredAt,
          })
          .where(eq(txns.reference, reference));
      },
    },
    transferWebhooks(db),
  ]);

  await app.register(sandboxTransferRoutes, {
    db,
    authorized,
    transferDelayMs: opts.transferDelayMs ?? 2_000,
    deliverDue: () => deliverDue(),
  });
}

export { nextWebhookAttempt };
