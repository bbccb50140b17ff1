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

/** Repeats each kept tap once, on buttons still on the page and still enabled. */
export function replayTaps(taps: HTMLElement[]): void {
  for (const button of taps.splice(0)) {
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
}
