import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankByCode } from './nigerian-banks.ts';
import { transferOutcome } from './sandbox-accounts.ts';
import {
  paystackSandboxRecipients as recipients,
  paystackSandboxTransfers as transfers,
} from './sandbox.schema.ts';
import type { WebhookSource } from './sandbox-webhooks.ts';

/** The sandbox's recipients and transfers as Paystack shows them, and transfers as a webhook source. */
type Recipient = typeof recipients.$inferSelect;
type Transfer = typeof transfers.$inferSelect;

export const INTEGRATION = { id: 100_001, is_live: false, business_name: 'Oja sandbox' };

/** Paystack's NGN transfer fee in kobo: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above. */
export const transferFeeKobo = (amountKobo: number) =>
  amountKobo <= 500_000 ? 1_000 : amountKobo <= 5_000_000 ? 2_500 : 5_000;

/** A NIBSS session id (30 digits), fixed per transfer. */
const sessionId = (transferCode: string) =>
  [...createHash('sha256').update(transferCode).digest().subarray(0, 30)]
    .map((byte) => byte % 10)
    .join('');

export function recipientJson(r: Recipient) {
  return {
    active: true,
    createdAt: r.createdAt.toISOString(),
    currency: r.currency,
    description: r.description,
    domain: 'test',
    email: null,
    id: r.id,
    integration: INTEGRATION.id,
    metadata: r.metadata,
    name: r.name,
    recipient_code: r.recipientCode,
    type: r.type,
    updatedAt: r.createdAt.toISOString(),
    is_deleted: false,
    details: {
      authorization_code: null,
      account_number: r.accountNumber,
      account_name: r.accountName,
      bank_code: r.bankCode,
      bank_name: bankByCode(r.bankCode)?.name ?? null,
    },
  };
}

export function transferJson(t: Transfer, r: Recipient) {
  const settled = t.status !== 'pending';
  return {
    amount: t.amountKobo,
    createdAt: t.createdAt.toISOString(),
    currency: t.currency,
    domain: 'test',
    failures: null,
    id: t.id,
    integration: INTEGRATION,
    reason: t.reason,
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.transferCode,
    transferred_at: t.transferredAt?.toISOString() ?? null,
    updatedAt: (t.settledAt ?? t.createdAt).toISOString(),
    recipient: recipientJson(r),
    session: settled
      ? { provider: 'nip', id: sessionId(t.transferCode) }
      : { provider: null, id: null },
    fee_charged: transferFeeKobo(t.amountKobo),
    gateway_response: null,
  };
}

export async function findTransfer(db: Db, reference: string) {
  const [row] = await db
    .select({ t: transfers, r: recipients })
    .from(transfers)
    .innerJoin(recipients, eq(recipients.recipientCode, transfers.recipientCode))
    .where(eq(transfers.reference, reference));
  return row ?? null;
}

/**
 * Transfers as a webhook source: a pending transfer whose delay is over settles first (by its
 * recipient's account), then its `transfer.success`, `transfer.failed` or `transfer.reversed`
 * event is sent.
 */
export function transferWebhooks(db: Db): WebhookSource {
  return {
    table: transfers,
    async load(reference) {
      let row = await findTransfer(db, reference);
      if (!row) return null;
      if (row.t.status === 'pending') {
        const outcome = transferOutcome(row.r.accountNumber);
        const now = new Date();
        await db
          .update(transfers)
          .set({
            status: outcome,
            settledAt: now,
            transferredAt: outcome === 'failed' ? null : now,
            webhookEvent: `transfer.${outcome}`,
          })
          .where(and(eq(transfers.reference, reference), eq(transfers.status, 'pending')));
        row = (await findTransfer(db, reference))!;
      }
      if (!row.t.webhookEvent) return null;
      return {
        body: JSON.stringify({ event: row.t.webhookEvent, data: transferJson(row.t, row.r) }),
        attempts: row.t.webhookAttempts,
        since: row.t.settledAt ?? row.t.createdAt,
      };
    },
    async record(reference, r) {
      await db
        .update(transfers)
        .set({
          webhookAttempts: r.attempts,
          webhookNextAt: r.nextAt,
          webhookDeliveredAt: r.deliveredAt,
        })
        .where(eq(transfers.reference, reference));
    },
  };
}
