import { flattenMessage, type Message } from './toast-message.ts';
import type { toastQueue } from './toast-queue.ts';

export { flattenMessage, type Message };

/** The toast container is fetched on the first toast, keeping it off the first page load. */
let toastsRequested = false;
const toastListeners = new Set<() => void>();
export const toastsWanted = () => toastsRequested;
export function onToastsWanted(listener: () => void): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}
function wantToasts() {
  if (toastsRequested) return;
  toastsRequested = true;
  for (const listener of toastListeners) listener();
}

type Queue = typeof toastQueue;
let queue: Queue | null = null;
let loading: Promise<Queue> | null = null;

/**
 * Runs `show` with the toasts' code, fetched with the first toast like their container; toasts
 * asked for meanwhile follow in the order they were asked for.
 */
function withQueue(show: (queue: Queue) => void) {
  wantToasts();
  if (queue) return show(queue);
  loading ??= import('./toast-queue.ts').then((m) => (queue = m.toastQueue));
  // A dropped connection loses this toast, not the next ones: they fetch the code again.
  loading.then(show, () => (loading = null));
}

export const notify = {
  success: (message: Message) => withQueue((q) => q.success(message)),
  /** Warnings given as an object show as success toasts. */
  warning: (message: Message) => withQueue((q) => q.warning(message)),
  /** Only one error toast at a time: further errors wait for the current one to close. */
  error: (message: Message) => {
    if (flattenMessage(message).length > 0) withQueue((q) => q.error(message));
  },
  /** A plan's limit: the error toast with a link to the plans. */
  upgrade: (message: Message) => {
    if (flattenMessage(message).length > 0) withQueue((q) => q.upgrade(message));
  },
  /** Logout helper: drops shown and queued toasts. */
  clear: () => queue?.clear(),
};
