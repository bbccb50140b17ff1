import { z } from 'zod';
import { rawTransfer, transferFrom, type PaystackTransfer } from './transfer-shapes.ts';

/**
 * Paystack's webhook events the app knows, parsed from the raw body (after its signature has been
 * checked with verifyWebhookSignature). Anything else is `{ event: 'unknown' }`: acknowledged and
 * not applied.
 */
export type PaystackWebhookEvent =
  | { event: 'charge.success'; reference: string; amountKobo: number }
  | {
      event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
      transfer: PaystackTransfer;
    }
  | { event: 'unknown'; name: string | null };

const eventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('charge.success'),
    data: z.object({ reference: z.string().min(1), amount: z.number().int() }),
  }),
  z.object({
    event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
    data: rawTransfer,
  }),
]);

/** The event in a webhook body, or null when the body is not a JSON event object. */
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
    return { event: 'unknown', name: typeof name === 'string' ? name : null };
  }
  const e = parsed.data;
  return e.event === 'charge.success'
    ? { event: e.event, reference: e.data.reference, amountKobo: e.data.amount }
    : { event: e.event, transfer: transferFrom(e.data) };
}
