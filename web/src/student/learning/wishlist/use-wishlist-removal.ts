import { useCallback, useEffect, useRef, useState } from 'react';
import { learningApi } from '../../../api/learning-api';
import type { Resource } from '../../../hooks/use-resource';

/**
 * Removes wishlist items. A failed removal is only logged; either way the list is loaded again
 * (spec §7), and an item shows as being removed until that new list arrives.
 */
export function useWishlistRemoval(list: Pick<Resource<unknown>, 'reload' | 'reloading'>, onSettled?: () => void) {
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());
  /** Removals whose call ended and which wait for the list to be loaded again. */
  const settled = useRef(new Set<number>());
  const { reload, reloading } = list;

  useEffect(() => {
    if (reloading || settled.current.size === 0) return;
    const done = settled.current;
    settled.current = new Set();
    setRemoving((current) => new Set([...current].filter((id) => !done.has(id))));
  }, [reloading]);

  const remove = useCallback(
    async (id: number) => {
      setRemoving((current) => new Set(current).add(id));
      try {
        await learningApi.removeFromWishlist(id);
      } catch (error) {
        console.error('Failed to remove from wishlist', error);
      } finally {
        settled.current.add(id);
        reload();
        onSettled?.();
      }
    },
    [reload, onSettled],
  );

  return { removing, remove };
}
