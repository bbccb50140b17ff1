import { api } from './api-client.ts';

/**
 * Whether this browser can get Oja's pushes: `unsupported` (no Web Push here, or Oja sends none),
 * `blocked` (the user said no to the browser: only its settings can undo that), `off` or `on`.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const PUSH_PATH = '/users/push-subscriptions';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker that receives the pushes (the installed app registers it a second after start). */
function worker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

let keyAsked: Promise<string | null> | null = null;
const publicKey = () =>
  (keyAsked ??= api
    .get<{ publicKey: string | null }>('/push/key')
    .then((r) => r.data.publicKey)
    .catch(() => {
      keyAsked = null;
      return null;
    }));

export async function pushState(): Promise<PushState> {
  if (!supported() || !(await publicKey())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const existing = await (await worker()).pushManager.getSubscription();
  return existing ? 'on' : 'off';
}

/** The key as the browser takes it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * Asks the browser's permission (call it from a tap), subscribes this device and tells Oja.
 * The state it ends in; `blocked` when the user said no.
 */
export async function turnOnPush(): Promise<PushState> {
  const key = await publicKey();
  if (!supported() || !key) return 'unsupported';
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') return answer === 'denied' ? 'blocked' : 'off';
  const { pushManager } = await worker();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  await api.post(PUSH_PATH, subscription.toJSON());
  return 'on';
}

/** Stops Oja's pushes to this device: Oja forgets it, then the browser does. */
export async function turnOffPush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const subscription = await (await worker()).pushManager.getSubscription();
  if (subscription) {
    await api.delete(`${PUSH_PATH}?endpoint=${encodeURIComponent(subscription.endpoint)}`);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * On logout the device stops taking pushes at once (the push service then tells Oja it is gone,
 * so the next account on a shared phone never sees the last one's news).
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
