import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTRIBUTION_DAYS } from '#shared/affiliates.ts';

/**
 * The first-party cookie that keeps the affiliate a visitor came through for 7 days, so a
 * checkout on the same browser credits them even when the visitor signed in only later. It names
 * the affiliate and when the visit was, signed so it cannot be forged to credit someone else; it
 * goes only to the API and scripts cannot read it.
 */
export const ATTRIBUTION_COOKIE = 'oja_ref';
const MAX_AGE_S = ATTRIBUTION_DAYS * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type CookieAttribution = { affiliateId: string; clickedAt: Date };
export type AttributionCookies = ReturnType<typeof createAttributionCookies>;

export function createAttributionCookies({ secret, secure }: { secret: string; secure: boolean }) {
  const key = createHmac('sha256', secret).update('oja affiliate attribution').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** A `Set-Cookie` value crediting `affiliateId` with a visit at `at`. */
    issue(affiliateId: string, at: Date): string {
      const payload = `${affiliateId}.${Math.floor(at.getTime() / 1000)}`;
      return [
        `${ATTRIBUTION_COOKIE}=${payload}.${sign(payload)}`,
        'Path=/api/v1',
        `Max-Age=${MAX_AGE_S}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },

    /** The visit a cookie value names, when its signature is right and its 7 days are not over. */
    read(value: string | undefined, now = new Date()): CookieAttribution | null {
      if (!value) return null;
      const [affiliateId, seconds, signature] = value.split('.');
      if (!affiliateId || !seconds || !signature || !UUID.test(affiliateId)) return null;
      if (!/^\d{1,12}$/.test(seconds)) return null;
      const expected = Buffer.from(sign(`${affiliateId}.${seconds}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const clickedAt = new Date(Number(seconds) * 1000);
      const age = now.getTime() - clickedAt.getTime();
      return age >= -60_000 && age <= MAX_AGE_S * 1000 ? { affiliateId, clickedAt } : null;
    },

    /** A visitor's browser, named by a keyed hash of its address and user agent. */
    visitorOf(ip: string, userAgent: string | undefined): string {
      return createHmac('sha256', key)
        .update(`${ip}|${userAgent ?? ''}`)
        .digest('base64url')
        .slice(0, 22);
    },
  };
}
