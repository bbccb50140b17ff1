import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A URL-safe secret with 256 bits of entropy. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A 6-digit code for SMS and WhatsApp. */
export const randomCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const CLEAR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short code people read and type: a referral code, a share link's code, a reference. */
export const clearCode = (length: number): string =>
  Array.from({ length }, () => CLEAR_ALPHABET[randomInt(CLEAR_ALPHABET.length)]).join('');

/** Secrets are stored only as their SHA-256. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
