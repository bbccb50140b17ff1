import { z } from 'zod';

/** Banks, transfer recipients and transfers: Paystack's shapes and the typed views the client returns. */

/** A bank as `GET /bank` lists it; `code` is what account resolution and recipients take. */
export type PaystackBank = {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: string | null;
  payWithBank: boolean;
  active: boolean;
  country: string;
  currency: string;
  type: string;
};

/** A transfer recipient: one bank account, created once and paid by its `recipientCode`. */
export type PaystackRecipient = {
  recipientCode: string;
  type: string;
  name: string;
  accountNumber: string;
  accountName: string | null;
  bankCode: string;
  bankName: string | null;
  currency: string;
  active: boolean;
};

export type RawBank = {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string | null;
  gateway: string | null;
  pay_with_bank: boolean;
  active: boolean;
  country: string;
  currency: string;
  type: string;
};

export type RawRecipient = {
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  active: boolean;
  details: {
    account_number: string;
    account_name: string | null;
    bank_code: string;
    bank_name: string | null;
  };
};

export const bankFrom = (b: RawBank): PaystackBank => ({
  id: b.id,
  name: b.name,
  slug: b.slug,
  code: b.code,
  longcode: b.longcode ?? '',
  gateway: b.gateway || null,
  payWithBank: b.pay_with_bank,
  active: b.active,
  country: b.country,
  currency: b.currency,
  type: b.type,
});

export const recipientFrom = (r: RawRecipient): PaystackRecipient => ({
  recipientCode: r.recipient_code,
  type: r.type,
  name: r.name,
  accountNumber: r.details.account_number,
  accountName: r.details.account_name,
  bankCode: r.details.bank_code,
  bankName: r.details.bank_name,
  currency: r.currency,
  active: r.active,
});

/**
 * Paystack's transfer object, as `GET /transfer/verify/:reference` and the `transfer.*` webhooks
 * carry it, and the typed view the app works with (amounts stay in kobo, as in the client).
 */
export const TRANSFER_STATUSES = [
  'pending',
  'success',
  'failed',
  'reversed',
  'otp',
  'abandoned',
  'blocked',
  'rejected',
  'received',
] as const;
export type PaystackTransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Statuses Paystack will not change again; a transfer in any other one is still in flight. */
export const CONCLUSIVE_TRANSFER_STATUSES: ReadonlySet<PaystackTransferStatus> = new Set([
  'success',
  'failed',
  'reversed',
  'abandoned',
  'blocked',
  'rejected',
]);

export type PaystackTransfer = {
  reference: string;
  transferCode: string;
  status: PaystackTransferStatus;
  amountKobo: number;
  currency: string;
  reason: string | null;
  /** Null only when Paystack sent the recipient's numeric id instead of its object. */
  recipientCode: string | null;
  transferredAt: string | null;
  feeKobo: number | null;
};

export const rawTransfer = z.object({
  reference: z.string().min(1),
  transfer_code: z.string().min(1),
  status: z.enum(TRANSFER_STATUSES),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  reason: z.string().nullish(),
  transferred_at: z.string().nullish(),
  fee_charged: z.number().int().nullish(),
  recipient: z.union([z.number(), z.object({ recipient_code: z.string().min(1) })]).nullish(),
});
export type RawTransfer = z.infer<typeof rawTransfer>;

export function transferFrom(raw: RawTransfer): PaystackTransfer {
  return {
    reference: raw.reference,
    transferCode: raw.transfer_code,
    status: raw.status,
    amountKobo: raw.amount,
    currency: raw.currency,
    reason: raw.reason ?? null,
    recipientCode:
      typeof raw.recipient === 'object' ? (raw.recipient?.recipient_code ?? null) : null,
    transferredAt: raw.transferred_at ?? null,
    feeKobo: raw.fee_charged ?? null,
  };
}
