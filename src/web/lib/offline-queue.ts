import { KEPT_CALLS_STORAGE as STORAGE, QUEUED_SYNC_TAG } from '#shared/offline-rules.ts';
import type { Envelope } from '#shared/schemas/envelope.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { notify } from './notify.ts';

/**
 * Likes, follows and comments made without a network (decision 081): kept on the phone with the
 * Idempotency-Key they were first sent with and sent again, in order, when the network is back
 * (`sendKept`), so each applies once. Payments are never kept: their screens say to reconnect.
 */
export type KeptCall = {
  key: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  at: number;
};

/** The oldest go first past this many: a phone offline for days keeps its latest taps. */
export const MAX_KEPT = 100;

export function keptCalls(): KeptCall[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE) ?? '[]');
    return Array.isArray(list) ? (list as KeptCall[]) : [];
  } catch {
    return [];
  }
}

function save(list: KeptCall[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE);
    else localStorage.setItem(STORAGE, JSON.stringify(list.slice(-MAX_KEPT)));
  } catch {
    // Storage full or refused: the call is lost as it would have been without the queue.
  }
}

/** Asks the service worker to wake the app when the network is back, where the browser can. */
function askForSync(): void {
  void navigator.serviceWorker?.ready
    .then((worker) =>
      (worker as { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        QUEUED_SYNC_TAG,
      ),
    )
    .catch(() => {});
}

const noNetwork = (err: unknown) => err instanceof ApiError && err.code === 'NO_RESPONSE';

/**
 * Sends the call now, or, when no answer comes (offline, a dropped connection), keeps it to send
 * later and answers null: the screen shows the change as done and says it will be sent.
 */
export async function sendOrKeep<T>(
  method: KeptCall['method'],
  path: string,
  body?: unknown,
): Promise<Envelope<T> | null> {
  const key = newIdempotencyKey();
  try {
    return await apiRequest<T>(method, path, { body, headers: { 'idempotency-key': key } });
  } catch (err) {
    if (!noNetwork(err)) throw err;
    save([...keptCalls(), { key, method, path, body, at: Date.now() }]);
    askForSync();
    return null;
  }
}

let sending: Promise<number> | null = null;

/**
 * Sends what was kept, oldest first, each with its own key (a repeat of one the server already
 * applied is answered from its first answer). Stops at the first that gets no answer or a busy
 * server, to try again later; one the server refuses (the post is gone) is dropped. How many went.
 */
export function sendKept(): Promise<number> {
  sending ??= (async () => {
    let sent = 0;
    for (const call of keptCalls()) {
      try {
        await apiRequest(call.method, call.path, {
          body: call.body,
          headers: { 'idempotency-key': call.key },
        });
        sent += 1;
      } catch (err) {
        const later =
          noNetwork(err) ||
          (err instanceof ApiError &&
            ((err.status ?? 0) >= 500 || err.code === 'IDEMPOTENCY_KEY_IN_USE'));
        if (later) break;
      }
      save(keptCalls().filter((c) => c.key !== call.key));
    }
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** What the screen says when a tap was kept to send later: `what` is "Your like", "Your comment". */
export function sayKept(what: string): void {
  notify.warning(`You're offline. ${what} will be sent when you're back online.`);
}
