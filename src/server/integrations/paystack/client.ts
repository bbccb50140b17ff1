import { createHmac, timingSafeEqual } from 'node:crypto';

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
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

type Envelope<T> = { status: boolean; message: string; data: T };

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

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
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
      throw new PaystackError(res.status, json?.message ?? 'Payment provider error');
    return json.data;
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
