import { useCallback, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { learningApi } from '../../api/learning-api';
import { useToast } from '../../components/Toasts';
import { contentTexts } from '../../i18n/content';
import { invalidateKeys } from '../../query-client';
import { studentKeys } from '../queries';

const text = contentTexts.wishlist;

/** Puts a course on the student's wishlist, with the toast of spec §7 and §8. */
export function useWishlistAdd(onAdded: (contentId: number) => void) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);

  const add = useCallback(
    async (contentId: number) => {
      setBusyId(contentId);
      try {
        await learningApi.addToWishlist({ type: 'course', contentId });
        void invalidateKeys(studentKeys.wishlist);
        toast.success(text.added);
        onAdded(contentId);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        toast.error(apiError?.serverMessage ?? text.failed);
        // Already there: the heart says so from now on.
        if (apiError?.code === 'ALREADY_ON_WISHLIST') onAdded(contentId);
      } finally {
        setBusyId(null);
      }
    },
    [toast, onAdded],
  );

  return { add, busyId };
}
