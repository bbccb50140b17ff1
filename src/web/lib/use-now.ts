import { useEffect, useState } from 'react';

/**
 * The time now (ms), for screens that compare it with a deadline (a return window, a payment
 * link): read when the component mounts and again every `everyMs`, so rendering stays pure and
 * an open screen still notices a deadline pass.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
