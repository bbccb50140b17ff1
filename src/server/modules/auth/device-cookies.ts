import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Brute Force Protection Using Device Cookies"): a browser that has
 * logged in to an account gets a cookie naming a random device and signed for that account. A
 * login attempt with a valid one is judged by that device's own failures, so failures from
 * elsewhere (a stranger guessing) do not lock the owner out of their own browser.
 *
 * One cookie per account a browser has logged in to, named from a hash of the account id (the id
 * itself is not shown), sent only with login requests, unreadable by scripts.
 */
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

const ONE_YEAR_S = 365 * 24 * 60 * 60;
export const LOGIN_PATH = '/api/v1/users/login';

export function createDeviceCookies({ secret, secure }: { secret: string; secure: boolean }) {
  const key = createHmac('sha256', secret).update('oja device cookies').digest();
  const sign = (userId: string, deviceId: string) =>
    createHmac('sha256', key).update(`${userId}.${deviceId}`).digest('base64url');
  const nameFor = (userId: string) =>
    `oja_device_${createHmac('sha256', key).update(`name.${userId}`).digest('hex').slice(0, 16)}`;

  return {
    /** The device a request's cookies name for this account, when its signature is right. */
    deviceOf(userId: string, cookies: Map<string, string>): string | null {
      const value = cookies.get(nameFor(userId));
      if (!value) return null;
      const [deviceId, signature] = value.split('.');
      if (!deviceId || !signature || !/^[0-9a-f]{32}$/.test(deviceId)) return null;
      const expected = Buffer.from(sign(userId, deviceId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },

    /** A `Set-Cookie` value naming a new device for the account (after a successful login). */
    issue(userId: string): string {
      const deviceId = randomBytes(16).toString('hex');
      return [
        `${nameFor(userId)}=${deviceId}.${sign(userId, deviceId)}`,
        `Path=${LOGIN_PATH}`,
        `Max-Age=${ONE_YEAR_S}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}
