import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { learningApi } from '../../../api/learning-api';
import { invalidateKeys } from '../../../query-client';
import { studentKeys } from '../../queries';

/**
 * Removes wishlist items. A failed removal is only logged; either way the list is loaded again
 * (spec §7), and an item shows as being removed until that new list arrives.
 */
export function useWishlistRemoval(onSettled?: () => void) {
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());
  const { mutateAsync } = useMutation({
    mutationFn: (id: number) => learningApi.removeFromWishlist(id),
    onError: (error) => console.error('Failed to remove from wishlist', error),
    onSettled: () => invalidateKeys(studentKeys.wishlist),
  });

  const remove = useCallback(
    async (id: number) => {
      setRemoving((current) => new Set(current).add(id));
      try {
        await mutateAsync(id);
      } catch {
        // Logged above; the list loaded again shows what the server kept.
      } finally {
        setRemoving((current) => new Set([...current].filter((removed) => removed !== id)));
        onSettled?.();
      }
    },
    [mutateAsync, onSettled],
  );

  return { removing, remove };
}
