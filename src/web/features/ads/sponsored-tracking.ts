import { useCallback, useRef } from 'react';
import { useSeen } from '#web/lib/use-seen.ts';
import { sendAdEvents } from './api/events.ts';
import { createAdTracker, flushWhenHidden, type AdTracker } from './sponsored-tracker.ts';

let tracker: AdTracker | null = null;

/** The app's one tracker, made in the browser with the first sponsored card it shows. */
function appTracker(): AdTracker {
  if (!tracker) {
    tracker = createAdTracker(sendAdEvents);
    flushWhenHidden(tracker.flush);
  }
  return tracker;
}

/**
 * Counts a sponsored card: its impression once at least half of the element behind `ref` has
 * been on screen for one continuous second, and its click in `onOpen` (the card's link then
 * opens what it promotes through the router).
 */
export function useSponsoredTracking<T extends Element>(token: string) {
  const ref = useRef<T>(null);
  const onSeen = useCallback(() => appTracker().seen(token), [token]);
  useSeen(ref, onSeen);
  const onOpen = useCallback(() => appTracker().opened(token), [token]);
  return { ref, onOpen };
}
