import { readStored, STORAGE_KEYS, writeStored } from '../api/storage';

/** The screens of the parent dashboard, in the spec's order (§2 "Parent dashboard"). */
export const PARENT_TABS = ['overview', 'analysis', 'analytics', 'messages', 'budget', 'wishlist', 'settings'] as const;

export type ParentTab = (typeof PARENT_TABS)[number];

/** The tabs a phone's bottom navigation shows; the rest are under "More". */
export const PARENT_PHONE_TABS: readonly ParentTab[] = ['overview', 'analysis', 'wishlist', 'messages'];

export const DEFAULT_PARENT_TAB: ParentTab = 'overview';

export function isParentTab(value: unknown): value is ParentTab {
  return typeof value === 'string' && (PARENT_TABS as readonly string[]).includes(value);
}

/** The tab kept in the browser across visits (cleared at logout); an unknown saved value opens the overview. */
export function storedParentTab(): ParentTab {
  const stored = readStored(STORAGE_KEYS.parentActiveTab);
  return isParentTab(stored) ? stored : DEFAULT_PARENT_TAB;
}

export function storeParentTab(tab: ParentTab): void {
  writeStored(STORAGE_KEYS.parentActiveTab, tab);
}
