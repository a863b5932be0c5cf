import { useCallback, useEffect, useRef } from 'react';

/**
 * Seconds the page was in view: `take()` answers the whole seconds since the last take (the rest
 * carries over). Time in a hidden tab does not count.
 */
export function useStudyClock() {
  const banked = useRef(0);
  const since = useRef<number | null>(document.visibilityState === 'visible' ? performance.now() : null);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        since.current ??= performance.now();
      } else if (since.current !== null) {
        banked.current += (performance.now() - since.current) / 1000;
        since.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return useCallback(() => {
    const now = performance.now();
    const total = banked.current + (since.current !== null ? (now - since.current) / 1000 : 0);
    if (since.current !== null) since.current = now;
    const whole = Math.floor(total);
    banked.current = total - whole;
    return whole;
  }, []);
}
