import { useCallback, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { contentApi, type ContentCard, type EnrollResult, type PaymentMethod } from '../../api/content-api';
import { useToast } from '../../components/Toasts';
import { contentTexts } from '../../i18n/content';
import { enrollmentsChanged } from '../queries';

const text = contentTexts.enroll;

export type EnrollOutcome = 'enrolled' | 'already-enrolled' | 'failed';

/** 'free' for a free price, 'sponsored' when a sponsor's pool pays, else 'tokens' (the server decides the access type itself). */
export const paymentMethodFor = (price: number, sponsored = false): PaymentMethod => (price <= 0 ? 'free' : sponsored ? 'sponsored' : 'tokens');

export interface EnrollHandlers {
  /** The student now holds the content (enrolled just now). */
  onEnrolled(card: Pick<ContentCard, 'id' | 'title'>, result: EnrollResult): void;
  /** The server says the student held it already. */
  onAlreadyEnrolled?(card: Pick<ContentCard, 'id' | 'title'>): void;
}

/** Enrolls in a content and says how it went in a toast (spec §7 "Outcomes", §8). */
export function useEnroll({ onEnrolled, onAlreadyEnrolled }: EnrollHandlers) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);

  const enroll = useCallback(
    async (card: Pick<ContentCard, 'id' | 'title' | 'tokenPrice'> & { sponsored?: boolean }): Promise<EnrollOutcome> => {
      setBusyId(card.id);
      try {
        const result = await contentApi.enroll(card.id, paymentMethodFor(card.tokenPrice, card.sponsored));
        toast.success(text.success(card.title));
        void enrollmentsChanged();
        onEnrolled(card, result);
        return 'enrolled';
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ALREADY_ENROLLED') {
          toast.warning(text.alreadyEnrolled);
          void enrollmentsChanged();
          onAlreadyEnrolled?.(card);
          return 'already-enrolled';
        }
        toast.error(text.failed);
        return 'failed';
      } finally {
        setBusyId(null);
      }
    },
    [toast, onEnrolled, onAlreadyEnrolled],
  );

  return { enroll, busyId };
}
