import { useEffect, useState } from 'react';

/**
 * Seconds left of `total`, counting down once a second while `running`. It starts again from
 * `total` when `resetKey` changes.
 */
export function useCountdown(total: number, running: boolean, resetKey: unknown): number {
  const [left, setLeft] = useState(total);

  useEffect(() => {
    setLeft(total);
  }, [total, resetKey]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return left;
}
