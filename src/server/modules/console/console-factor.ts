import { Secret, TOTP } from 'otpauth';

/**
 * TOTP codes (RFC 6238, the authenticator apps' default: SHA-1, 6 digits, 30 s) through the
 * otpauth library. A code of the step before or after is accepted (a phone's clock drifts).
 */
const PERIOD_S = 30;

const totpOf = (base32: string, label = 'staff') =>
  new TOTP({
    issuer: 'Oja',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  });

/** A new secret (160 bits, as RFC 4226 recommends), and the address an authenticator app scans. */
export function newFactorSecret(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/** The time step a code belongs to, or null when it is not a current code of this secret. */
export function stepOfCode(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator shows now (tests and the demo's printed hint). */
export const currentCode = (base32: string, now = Date.now()) =>
  totpOf(base32).generate({ timestamp: now });
