import { MIN_TRANSFER_AMOUNT } from '../tokens/payment';

/** A parent's transfer to a child: a whole number of tokens in these bounds, with an optional note. */
export const TRANSFER_LIMITS = { amountMin: MIN_TRANSFER_AMOUNT, amountMax: 100_000, noteMax: 200 } as const;
