import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';

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

/** A key for `seal`/`unseal`, derived from a server secret and what it protects. */
export const sealingKey = (secret: string, purpose: string): Buffer =>
  createHash('sha256').update(`${purpose}\n${secret}`).digest();

/** Encrypts a secret kept at rest (AES-256-GCM): iv, tag and text, base64url, dot-separated. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The text `seal` sealed; throws when it was sealed with another key or changed. */
export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
