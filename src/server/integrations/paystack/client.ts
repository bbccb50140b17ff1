import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  bankFrom,
  recipientFrom,
  transferFrom,
  type PaystackBank,
  type PaystackRecipient,
  type PaystackTransfer,
  type RawBank,
  type RawRecipient,
  type RawTransfer,
} from './transfer-shapes.ts';

/**
 * The PaymentProvider: Paystack's REST API. The same code talks to api.paystack.co in production
 * and to the sandbox this app serves locally; only the base URL and secret key differ.
 */
export type PaystackTransaction = {
  reference: string;
  /** Paystack's transaction statuses; ongoing, pending, processing and queued are in flight. */
  status:
    | 'success'
    | 'failed'
    | 'abandoned'
    | 'ongoing'
    | 'pending'
    | 'processing'
    | 'queued'
    | 'reversed';
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  gatewayResponse: string;
  email: string;
  metadata: Record<string, unknown> | null;
};

export class PaystackError extends Error {
  readonly status: number;
  /** Paystack's machine-readable error code, when it sends one (`invalid_transfer_recipient`). */
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Envelope<T> = {
  status: boolean;
  message: string;
  data: T;
  code?: string;
  meta?: { next?: string | null };
};

/** How Paystack refuses a transfer reference it has seen before. */
const DUPLICATE_REFERENCE = /duplicate|already (exists|been used)/i;

export function createPaystackClient({
  baseUrl,
  secretKey,
  fetch = globalThis.fetch,
}: {
  baseUrl: string;
  secretKey: string;
  /** Tests pass one that reaches the in-process sandbox without a network socket. */
  fetch?: typeof globalThis.fetch;
}) {
  const base = baseUrl.replace(/\/$/, '');

  async function request<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new PaystackError(502, `Payment provider unreachable: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok || !json?.status)
      throw new PaystackError(res.status, json?.message ?? 'Payment provider error', json?.code);
    return json;
  }

  const call = async <T>(method: string, path: string, body?: unknown) =>
    (await request<T>(method, path, body)).data;

  async function verifyTransfer(reference: string): Promise<PaystackTransfer> {
    return transferFrom(
      await call<RawTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`),
    );
  }

  return {
    async initialize(input: {
      email: string;
      amountKobo: number;
      reference: string;
      callbackUrl: string;
      metadata?: Record<string, unknown>;
    }) {
      const data = await call<{
        authorization_url: string;
        access_code: string;
        reference: string;
      }>('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        reference: input.reference,
        callback_url: input.callbackUrl,
        currency: 'NGN',
        metadata: input.metadata,
      });
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },

    async verify(reference: string): Promise<PaystackTransaction> {
      const d = await call<{
        reference: string;
        status: PaystackTransaction['status'];
        amount: number;
        currency: string;
        paid_at: string | null;
        gateway_response: string;
        customer: { email: string };
        metadata: Record<string, unknown> | null;
      }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      return {
        reference: d.reference,
        status: d.status,
        amountKobo: d.amount,
        currency: d.currency,
        paidAt: d.paid_at,
        gatewayResponse: d.gateway_response,
        email: d.customer.email,
        metadata: d.metadata,
      };
    },

    async refund(reference: string, amountKobo?: number) {
      const d = await call<{ status: string; amount: number }>('POST', '/refund', {
        transaction: reference,
        ...(amountKobo === undefined ? {} : { amount: amountKobo }),
      });
      return { status: d.status, amountKobo: d.amount };
    },

    /** Every Nigerian bank Paystack can pay, following its cursor through the pages. */
    async listBanks(): Promise<PaystackBank[]> {
      const banks: PaystackBank[] = [];
      let next: string | null | undefined = null;
      for (let page = 0; page < 50; page++) {
        const cursor: string = next ? `&next=${encodeURIComponent(next)}` : '';
        const res: Envelope<RawBank[]> = await request<RawBank[]>(
          'GET',
          `/bank?country=nigeria&currency=NGN&use_cursor=true&perPage=100${cursor}`,
        );
        banks.push(...res.data.map(bankFrom));
        next = res.meta?.next;
        if (!next) break;
      }
      return banks;
    },

    /**
     * The name on a bank account. An account no bank knows (or a bad bank code) is a
     * PaystackError with status 422; the provider being down is a 502.
     */
    async resolveAccount(accountNumber: string, bankCode: string) {
      const d = await call<{ account_number: string; account_name: string }>(
        'GET',
        `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`,
      );
      return { accountNumber: d.account_number, accountName: d.account_name };
    },

    /** A NUBAN recipient; Paystack returns the existing one for an account it already has. */
    async createTransferRecipient(input: {
      name: string;
      accountNumber: string;
      bankCode: string;
      description?: string;
      metadata?: Record<string, unknown>;
    }): Promise<PaystackRecipient> {
      const d = await call<RawRecipient>('POST', '/transferrecipient', {
        type: 'nuban',
        name: input.name,
        account_number: input.accountNumber,
        bank_code: input.bankCode,
        currency: 'NGN',
        description: input.description,
        metadata: input.metadata,
      });
      return recipientFrom(d);
    },

    /**
     * Sends money from the Paystack balance. The reference (16-50 of a-z, 0-9, - and _) is the
     * idempotency key: retry with the same one after a timeout or crash. Paystack refuses a
     * reference it has seen; that answer is turned into the existing transfer (when its amount
     * and recipient match), so a retry never pays twice. A matching reference used for another
     * amount or recipient is a PaystackError 409.
     */
    async initiateTransfer(input: {
      amountKobo: number;
      recipientCode: string;
      reference: string;
      reason?: string;
    }): Promise<PaystackTransfer> {
      try {
        const d = await call<RawTransfer>('POST', '/transfer', {
          source: 'balance',
          amount: input.amountKobo,
          recipient: input.recipientCode,
          reference: input.reference,
          reason: input.reason,
          currency: 'NGN',
        });
        return { ...transferFrom(d), recipientCode: input.recipientCode };
      } catch (err) {
        if (!(err instanceof PaystackError) || err.status >= 500) throw err;
        if (!DUPLICATE_REFERENCE.test(err.message)) throw err;
        const existing = await verifyTransfer(input.reference).catch(() => null);
        if (!existing) throw err;
        if (
          existing.amountKobo !== input.amountKobo ||
          (existing.recipientCode !== null && existing.recipientCode !== input.recipientCode)
        )
          throw new PaystackError(409, 'This transfer reference was used for another transfer');
        return existing;
      }
    },

    /** A transfer's current status (`pending` until Paystack settles it). 404 when unknown. */
    verifyTransfer,
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;

/** `x-paystack-signature` is the HMAC-SHA512 of the raw body with the secret key. */
export function signWebhook(rawBody: string | Buffer, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
