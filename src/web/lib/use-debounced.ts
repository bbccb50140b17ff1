import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `wait` ms (a search box's text while typing): what
 * Mantine's useDebouncedValue does for the dashboard's searches, without its 0.5 KB on their
 * first screens (decision 067).
 */
export function useDebounced<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
