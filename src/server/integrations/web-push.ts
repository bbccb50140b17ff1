import webpush from 'web-push';
import type { WebPushSettings } from '../config-types.ts';

/** A browser's push subscription: where its push service takes messages, and its keys. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** A notice as the service worker shows it (`src/web/sw.ts`). */
export type PushNotice = { title: string; body: string; url: string; tag?: string };

/**
 * What became of one push: `sent`; `gone` (the browser ended the subscription, or it was made with
 * other keys: it is removed); `refused` (this message will never be taken: dropped); `retry`.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry';

export type Pusher = {
  /** The key browsers subscribe with; null when Oja sends no pushes. */
  publicKey: string | null;
  /** Whether a subscription's address is one of the push services Oja posts to. */
  allows(endpoint: string): boolean;
  send(to: PushTarget, notice: PushNotice): Promise<PushOutcome>;
};

/** A day: a phone off that long gets the push when it is back, later ones are dropped. */
const TTL_SECONDS = 24 * 3600;
/** A push service that does not answer in this time is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

function hostAllowed(hosts: string[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  const secure = url.protocol === 'https:';
  return hosts.some((allowed) =>
    allowed.startsWith('*.')
      ? secure && host.endsWith(allowed.slice(1))
      : // A test's stand-in push service on loopback is named with its port.
        host === allowed && (secure || /^127\.0\.0\.1:\d+$/.test(allowed)),
  );
}

/**
 * Web Push: `web-push` signs (VAPID) and encrypts the message for the browser; the request goes
 * out through fetch, with a time limit (and over plain HTTP only to a test's loopback stand-in).
 */
export function createPusher(
  settings: WebPushSettings | undefined,
  fetchPush: typeof globalThis.fetch = globalThis.fetch,
): Pusher {
  if (!settings) return { publicKey: null, allows: () => false, send: async () => 'refused' };
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  };
  return {
    publicKey: settings.publicKey,
    allows: (endpoint) => hostAllowed(settings.hosts, endpoint),
    async send(to, notice) {
      if (!hostAllowed(settings.hosts, to.endpoint)) return 'gone';
      const request = webpush.generateRequestDetails(
        { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
        JSON.stringify(notice),
        { vapidDetails, TTL: TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
      );
      let status: number;
      try {
        const res = await fetchPush(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body && new Uint8Array(request.body),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch {
        return 'retry';
      }
      if (status >= 200 && status < 300) return 'sent';
      // Gone, expired, or made with other keys: the browser must subscribe again.
      if (status === 404 || status === 410 || status === 401 || status === 403) return 'gone';
      if (status === 400 || status === 413) return 'refused';
      return 'retry';
    },
  };
}
