import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankByCode, NIGERIAN_BANKS } from './nigerian-banks.ts';
import { sandboxAccountName } from './sandbox-accounts.ts';
import {
  paystackSandboxRecipients as recipients,
  paystackSandboxTransfers as transfers,
} from './sandbox.schema.ts';
import {
  findTransfer,
  INTEGRATION,
  recipientJson,
  transferJson,
} from './sandbox-transfer-records.ts';

/**
 * The sandbox's transfer endpoints, in Paystack's shapes: banks, account resolution, transfer
 * recipients and transfers. A transfer stays pending for a short delay, then settles by its
 * recipient's account (sandbox-accounts.ts) and its `transfer.*` webhook is sent.
 */
const fail = (
  reply: FastifyReply,
  code: number,
  message: string,
  extra?: { type: string; code: string },
) => reply.status(code).send({ status: false, message, ...extra });

const CANNOT_RESOLVE = 'Could not resolve account name. Check parameters or try again.';
/** Paystack's transfer references: 16 to 50 lowercase letters, digits, dashes and underscores. */
const REFERENCE = /^[a-z0-9_-]{16,50}$/;
const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 15)}`;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Banks in name order; `next` is Paystack's cursor (base64 of `bank:<id>`) after the last one shown. */
function pageOfBanks(query: Record<string, unknown>) {
  const perPage = Math.min(Math.max(Number(query.perPage) || 50, 1), 100);
  const country = text(query.country).toLowerCase();
  const currency = text(query.currency).toUpperCase();
  const all =
    (country && country !== 'nigeria') || (currency && currency !== 'NGN')
      ? []
      : [...NIGERIAN_BANKS].sort((a, b) => a.name.localeCompare(b.name));
  const after = /^bank:(\d+)$/.exec(Buffer.from(text(query.next), 'base64').toString('utf8'));
  const start = after ? all.findIndex((b) => b.id === Number(after[1])) + 1 : 0;
  const data = all.slice(start, start + perPage);
  const last = data.at(-1);
  const more = last !== undefined && start + perPage < all.length;
  return {
    data,
    meta: {
      next: more ? Buffer.from(`bank:${last.id}`).toString('base64') : null,
      previous: null,
      perPage,
    },
  };
}

export async function sandboxTransferRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    authorized: (request: FastifyRequest) => boolean;
    transferDelayMs: number;
    deliverDue: () => Promise<void>;
  },
) {
  const { db } = opts;

  app.get('/bank', async (request, reply) => {
    if (!opts.authorized(request)) return fail(reply, 401, 'Invalid key');
    return {
      status: true,
      message: 'Banks retrieved',
      ...pageOfBanks(request.query as Record<string, unknown>),
    };
  });

  app.get('/bank/resolve', async (request, reply) => {
    if (!opts.authorized(request)) return fail(reply, 401, 'Invalid key');
    const q = request.query as Record<string, unknown>;
    const accountNumber = text(q.account_number);
    const name = bankByCode(text(q.bank_code)) ? sandboxAccountName(accountNumber) : null;
    if (!name) return fail(reply, 422, CANNOT_RESOLVE);
    return {
      status: true,
      message: 'Account number resolved',
      data: {
        account_number: accountNumber,
        account_name: name,
        bank_id: bankByCode(text(q.bank_code))!.id,
      },
    };
  });

  app.post('/transferrecipient', async (request, reply) => {
    if (!opts.authorized(request)) return fail(reply, 401, 'Invalid key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.type !== 'nuban') return fail(reply, 400, 'Invalid recipient type');
    const name = text(b.name);
    if (!name) return fail(reply, 400, 'Name is required');
    const accountNumber = text(b.account_number);
    if (!accountNumber) return fail(reply, 400, 'Account number is required');
    const bankCode = text(b.bank_code);
    if (!bankCode) return fail(reply, 400, 'Bank code is required');
    if (!bankByCode(bankCode)) return fail(reply, 400, 'Invalid bank code');
    if (b.currency !== undefined && b.currency !== 'NGN')
      return fail(reply, 400, 'Currency is not supported for this recipient type');
    const accountName = sandboxAccountName(accountNumber);
    if (!accountName) return fail(reply, 422, 'Cannot resolve account');
    const metadata =
      typeof b.metadata === 'object' && b.metadata !== null && !Array.isArray(b.metadata)
        ? (b.metadata as Record<string, unknown>)
        : null;
    // One recipient per bank account: a repeat returns the existing record, as on Paystack.
    await db
      .insert(recipients)
      .values({
        recipientCode: code('RCP'),
        name,
        accountNumber,
        accountName,
        bankCode,
        description: typeof b.description === 'string' ? b.description : null,
        metadata,
      })
      .onConflictDoNothing();
    const [r] = await db
      .select()
      .from(recipients)
      .where(and(eq(recipients.bankCode, bankCode), eq(recipients.accountNumber, accountNumber)));
    return reply.status(201).send({
      status: true,
      message: 'Transfer recipient created successfully',
      data: recipientJson(r!),
    });
  });

  app.post('/transfer', async (request, reply) => {
    if (!opts.authorized(request)) return fail(reply, 401, 'Invalid key');
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.source !== 'balance') return fail(reply, 400, 'Invalid transfer source');
    const amount = Number(b.amount);
    if (!Number.isSafeInteger(amount) || amount < 100) return fail(reply, 400, 'Invalid amount');
    if (b.currency !== undefined && b.currency !== 'NGN')
      return fail(reply, 400, 'Currency is not supported');
    const reference = b.reference ?? randomBytes(10).toString('hex');
    if (typeof reference !== 'string' || !REFERENCE.test(reference))
      return fail(
        reply,
        400,
        'Invalid transfer reference: use 16 to 50 lowercase letters, digits, - or _',
      );
    const [r] = await db
      .select()
      .from(recipients)
      .where(eq(recipients.recipientCode, text(b.recipient)));
    if (!r)
      return fail(reply, 400, 'Recipient specified is invalid', {
        type: 'validation_error',
        code: 'invalid_transfer_recipient',
      });
    // The reference is the key: a second transfer with it is refused, so nothing pays twice.
    const [t] = await db
      .insert(transfers)
      .values({
        reference,
        transferCode: code('TRF'),
        recipientCode: r.recipientCode,
        amountKobo: amount,
        reason: typeof b.reason === 'string' ? b.reason : null,
        webhookNextAt: new Date(Date.now() + opts.transferDelayMs),
      })
      .onConflictDoNothing({ target: transfers.reference })
      .returning();
    if (!t) return fail(reply, 400, 'Duplicate Transfer Reference');
    setTimeout(() => void opts.deliverDue(), opts.transferDelayMs).unref();
    const { recipient: _full, ...data } = transferJson(t, r);
    return {
      status: true,
      message: 'Transfer has been queued',
      data: { ...data, recipient: r.id, integration: INTEGRATION.id },
    };
  });

  app.get('/transfer/verify/:reference', async (request, reply) => {
    if (!opts.authorized(request)) return fail(reply, 401, 'Invalid key');
    const { reference } = request.params as { reference: string };
    const row = await findTransfer(db, reference);
    if (!row) return fail(reply, 404, 'Transfer not found');
    return {
      status: true,
      message: 'Transfer retrieved',
      data: { ...transferJson(row.t, row.r), integration: INTEGRATION.id },
    };
  });
}
