import { z } from 'zod';
import { rawTransfer, transferFrom, type PaystackTransfer } from './transfer-shapes.ts';

/**
 * Paystack's webhook events the app knows, parsed from the raw body (after its signature has been
 * checked with verifyWebhookSignature). Anything else is `{ event: 'unknown' }`: acknowledged and
 * not applied.
 */
export type PaystackWebhookEvent =
  | {
      event: 'charge.success';
      reference: string;
      amountKobo: number;
      /** What the provider says of the charge: only `success` in `NGN` is money received. */
      status: string;
      currency: string;
    }
  | {
      event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
      transfer: PaystackTransfer;
    }
  | { event: 'unknown'; name: string | null };

/**
 * A reference as Paystack takes them (letters, digits, `-`, `.`, `=`; ours also `_`): anything
 * else (a NUL byte, say) was never one of ours and never reaches the database.
 */
const reference = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.=-]+$/);

const chargeEvent = z.object({
  event: z.literal('charge.success'),
  data: z.object({
    reference,
    amount: z.number().int().nonnegative(),
    status: z.string().max(40),
    currency: z.string().max(10),
  }),
});
const transferEvent = z.object({
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: rawTransfer.extend({ reference }),
});
const eventSchema = z.discriminatedUnion('event', [chargeEvent, transferEvent]);

/** The event names whose bodies the app applies: a malformed one is refused, not ignored. */
export const APPLIED_EVENTS: ReadonlySet<string> = new Set([
  'charge.success',
  ...transferEvent.shape.event.options,
]);

/**
 * The event in a webhook body, or null when the body is not a JSON event object or is an event
 * the app applies (`APPLIED_EVENTS`) with data not of its shape.
 */
export function parseWebhookEvent(rawBody: Buffer | string): PaystackWebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString());
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) {
    const name = (json as { event?: unknown }).event;
    if (typeof name === 'string' && APPLIED_EVENTS.has(name)) return null;
    return { event: 'unknown', name: typeof name === 'string' ? name : null };
  }
  const e = parsed.data;
  return e.event === 'charge.success'
    ? {
        event: e.event,
        reference: e.data.reference,
        amountKobo: e.data.amount,
        status: e.data.status,
        currency: e.data.currency,
      }
    : { event: e.event, transfer: transferFrom(e.data) };
}
