import { MAX_WISHLIST_DESCRIPTION_LENGTH, MAX_WISHLIST_ITEM_COST, MAX_WISHLIST_NAME_LENGTH } from '../../../../../domain/wishlist/limits';
import { isWishlistPriority, type WishlistPriority } from '../../../../../domain/wishlist/priority';
import type { HandAddedWishlistType, NewWishlistItem } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';

/** The limits the server applies to a hand-added wishlist item. */
export const WISHLIST_NAME_MAX = MAX_WISHLIST_NAME_LENGTH;
export const WISHLIST_COST_MAX = MAX_WISHLIST_ITEM_COST;
export const WISHLIST_DESCRIPTION_MAX = MAX_WISHLIST_DESCRIPTION_LENGTH;

export const HAND_ADDED_TYPES: readonly HandAddedWishlistType[] = ['reward', 'certificate', 'item'];

export interface WishlistFormValues {
  type: HandAddedWishlistType;
  name: string;
  /** As typed: validated into a whole number of tokens. */
  cost: string;
  priority: WishlistPriority;
  description: string;
}

export type WishlistFormField = keyof WishlistFormValues;
export type WishlistFormProblems = Partial<Record<WishlistFormField, string>>;

export const EMPTY_WISHLIST_FORM: WishlistFormValues = { type: 'reward', name: '', cost: '', priority: 'medium', description: '' };

const errors = learningTexts.wishlistForm.errors;

function costProblem(cost: string): string | undefined {
  const typed = cost.trim();
  if (typed === '') return errors.costRequired;
  if (/^-/.test(typed)) return errors.costMin;
  if (!/^\d+$/.test(typed)) return errors.costWhole;
  if (Number(typed) > WISHLIST_COST_MAX) return errors.costMax(WISHLIST_COST_MAX);
  return undefined;
}

/** What is wrong with the form, field by field (empty when it can be sent). */
export function validateWishlistForm(values: WishlistFormValues): WishlistFormProblems {
  const problems: WishlistFormProblems = {};
  if (!HAND_ADDED_TYPES.includes(values.type)) problems.type = errors.type;
  const name = values.name.trim();
  if (name === '') problems.name = errors.nameRequired;
  else if (name.length > WISHLIST_NAME_MAX) problems.name = errors.nameTooLong(WISHLIST_NAME_MAX);
  const cost = costProblem(values.cost);
  if (cost) problems.cost = cost;
  if (!isWishlistPriority(values.priority)) problems.priority = errors.priority;
  if (values.description.trim().length > WISHLIST_DESCRIPTION_MAX) problems.description = errors.descriptionTooLong(WISHLIST_DESCRIPTION_MAX);
  return problems;
}

/** The request body of a valid form. */
export function toNewWishlistItem(values: WishlistFormValues): NewWishlistItem {
  const description = values.description.trim();
  return {
    type: values.type,
    name: values.name.trim(),
    cost: Number(values.cost.trim()),
    priority: values.priority,
    ...(description ? { description } : {}),
  };
}
