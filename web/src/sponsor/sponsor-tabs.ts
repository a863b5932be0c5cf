import { readStored, STORAGE_KEYS, writeStored } from '../api/storage';

/** The screens of the sponsor dashboard, in the spec's order (§2 "Sponsor dashboard"). */
export const SPONSOR_TABS = ['overview', 'sponsor-content', 'impact', 'settings'] as const;

export type SponsorTab = (typeof SPONSOR_TABS)[number];

export const DEFAULT_SPONSOR_TAB: SponsorTab = 'overview';

export function isSponsorTab(value: unknown): value is SponsorTab {
  return typeof value === 'string' && (SPONSOR_TABS as readonly string[]).includes(value);
}

/** The tab kept in the browser across visits; anything else stored there opens the overview. */
export function storedSponsorTab(): SponsorTab {
  const stored = readStored(STORAGE_KEYS.sponsorActiveTab);
  return isSponsorTab(stored) ? stored : DEFAULT_SPONSOR_TAB;
}

export function storeSponsorTab(tab: SponsorTab): void {
  writeStored(STORAGE_KEYS.sponsorActiveTab, tab);
}

/** The window event that switches the sponsor dashboard's tab: its detail is the tab's name. */
export const SPONSOR_CHANGE_TAB_EVENT = 'sponsor:change-tab';

export function requestSponsorTab(tab: SponsorTab): void {
  window.dispatchEvent(new CustomEvent(SPONSOR_CHANGE_TAB_EVENT, { detail: tab }));
}
