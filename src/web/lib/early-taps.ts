import type { QueryClient } from '@tanstack/react-query';
import { EARLY_TAPS_HANDOVER } from '#shared/page-render.ts';

type Handover = () => HTMLElement[];

/**
 * The buttons tapped on a rendered page before the app had taken it over and restored the saved
 * session and cart, kept by the page's loader; from now on React answers taps itself. Empty on a
 * page the browser rendered.
 */
export function takeEarlyTaps(): HTMLElement[] {
  const handover = (window as unknown as Record<string, Handover | undefined>)[EARLY_TAPS_HANDOVER];
  return handover?.() ?? [];
}

const labelOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent;

/**
 * The button a kept tap meant. Usually the same element; but where React could not take the
 * server's markup over as it was (a part rendered differently in the browser), it drew that part
 * again and the tapped element is gone: then it is the button now carrying its label, if only one
 * does, so a tap never reaches another button.
 */
function buttonNow(tapped: HTMLElement): HTMLElement | null {
  if (tapped.isConnected) return tapped;
  const labelled = [...document.querySelectorAll('button')].filter(
    (b) => labelOf(b) === labelOf(tapped),
  );
  return labelled.length === 1 ? labelled[0]! : null;
}

/** Repeats each kept tap once, on buttons still on the page (or redrawn) and still enabled. */
export function replayTaps(taps: HTMLElement[]): void {
  for (const tapped of taps.splice(0)) {
    const button = buttonNow(tapped);
    if (button && !(button as HTMLButtonElement).disabled) button.click();
  }
}

/**
 * Resolves once no query is being fetched (at most `maxMs` later): a kept tap is repeated after
 * the signed-in user's answers for the page have arrived, so it acts on them and no read begun
 * before it can land after it and undo it (a like shown, then taken back).
 */
export function whenQuiet(client: QueryClient, maxMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, maxMs);
    // Looked at after the reads the take-over starts have begun.
    setTimeout(() => {
      if (client.isFetching() === 0) return finish();
      unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() === 0) finish();
      });
    }, 0);
  });
}
