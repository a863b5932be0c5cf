import { useEffect, useRef } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { invalidateKeys } from '../query-client';

/**
 * Invalidates `queryKey` whenever `count` changes: for screens inside a dashboard that still counts
 * its changes instead of invalidating the keys it touched.
 */
export function useInvalidateOnChange(count: number, queryKey: QueryKey): void {
  const seen = useRef(count);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => {
    if (seen.current === count) return;
    seen.current = count;
    void invalidateKeys(key.current);
  }, [count]);
}
