import { useEffect, type RefObject } from 'react';

const SEEN_AFTER_MS = 1000;

/** Calls `onSeen` once the element has been at least half on screen for a second. */
export function useSeen(ref: RefObject<Element | null>, onSeen: (() => void) | null) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !onSeen || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) {
          timer = setTimeout(() => {
            observer.disconnect();
            onSeen();
          }, SEEN_AFTER_MS);
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, onSeen]);
}
