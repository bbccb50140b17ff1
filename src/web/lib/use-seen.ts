import { useEffect, type RefObject } from 'react';

const SEEN_AFTER_MS = 1000;
const HALF = 0.5;

/**
 * Calls `onSeen` once the element has been at least half on screen for one continuous second
 * (a post's view, a sponsored card's impression). Leaving before the second is up starts over.
 */
export function useSeen(ref: RefObject<Element | null>, onSeen: (() => void) | null) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !onSeen || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        // Crossing back below half still intersects: only half or more counts.
        if (entry?.isIntersecting && entry.intersectionRatio >= HALF) {
          timer = setTimeout(() => {
            observer.disconnect();
            onSeen();
          }, SEEN_AFTER_MS);
        }
      },
      { threshold: HALF },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, onSeen]);
}
