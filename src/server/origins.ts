import { isIP } from 'node:net';

const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** 10/8, 172.16/12 and 192.168/16: a phone on the developer's Wi-Fi. */
function isPrivateLan(host: string) {
  if (isIP(host) !== 4) return false;
  const [a, b] = host.split('.').map(Number) as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * The origin a shopper is using the app from, when it is one of the app's own: `APP_URL`, and in
 * development also loopback aliases (localhost, 127.0.0.1, [::1]) and LAN addresses. Anything
 * else (including an arbitrary Host header) gives null, and callers fall back to `APP_URL`.
 */
export function createOriginCheck({ appUrl, env }: { appUrl: string; env: string }) {
  const own = new URL(appUrl).origin;
  return (candidate: string | undefined): string | null => {
    if (!candidate) return null;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return null;
    }
    if (url.origin === own) return own;
    if (env === 'production' || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return null;
    return isLoopback(url.hostname) || isPrivateLan(url.hostname) ? url.origin : null;
  };
}

export type OriginCheck = ReturnType<typeof createOriginCheck>;
