import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A URL-safe secret with 256 bits of entropy. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A 6-digit code for SMS and WhatsApp. */
export const randomCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Secrets are stored only as their SHA-256. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
