import { z } from 'zod';
import { formatNaira } from '../format.ts';
import { isWholeKobo, PLAIN_DECIMAL } from '../money.ts';

/**
 * A naira amount as a client may send it: a JSON number, or a plain decimal string ("128.02"),
 * with at most two decimals. Nothing else is read as a number: not `[100]`, `"0x64"`, `" 100 "`
 * or `"1e2"`.
 */
export const nairaInputSchema = (message: string) =>
  z
    .union(
      [
        z.number({ message }).refine((n) => Number.isFinite(n), message),
        z.string({ message }).max(20, message).regex(PLAIN_DECIMAL, message),
      ],
      { message },
    )
    .refine((v) => isWholeKobo(v), 'Use at most two decimal places')
    .transform((v) => Number(v));

/**
 * A naira amount typed by a user: a number with at most two decimals between `min` and `max`,
 * each limit explained in the words of what the amount is for ("add", "withdraw").
 */
export const nairaAmountSchema = (min: number, max: number, verb: string) =>
  nairaInputSchema('Enter an amount in naira')
    .refine((n) => n >= min, `The least you can ${verb} is ${formatNaira(min)}`)
    .refine((n) => n <= max, `The most you can ${verb} at once is ${formatNaira(max)}`);
