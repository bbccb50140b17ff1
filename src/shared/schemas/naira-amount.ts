import { z } from 'zod';
import { formatNaira } from '../format.ts';

/**
 * A naira amount typed by a user: a number with at most two decimals between `min` and `max`,
 * each limit explained in the words of what the amount is for ("add", "withdraw").
 */
export const nairaAmountSchema = (min: number, max: number, verb: string) =>
  z.coerce
    .number({ message: 'Enter an amount in naira' })
    .refine((n) => Number.isFinite(n), 'Enter an amount in naira')
    .refine((n) => Math.round(n * 100) === n * 100, 'Use at most two decimal places')
    .refine((n) => n >= min, `The least you can ${verb} is ${formatNaira(min)}`)
    .refine((n) => n <= max, `The most you can ${verb} at once is ${formatNaira(max)}`);
