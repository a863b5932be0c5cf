import { readStored, STORAGE_KEYS, writeStored } from '../api/storage';

/** The screens of the student dashboard. */
export const STUDENT_TABS = [
  'dashboard',
  'analytics',
  'my-courses',
  'browse-content',
  'inventory',
  'wishlist',
  'leaderboard',
  'challenges',
  'settings',
] as const;

export type StudentTab = (typeof STUDENT_TABS)[number];

/** The tabs a phone's bottom navigation shows; the rest are under "More". */
export const STUDENT_PHONE_TABS: readonly StudentTab[] = ['dashboard', 'my-courses', 'challenges', 'inventory'];

export const DEFAULT_STUDENT_TAB: StudentTab = 'dashboard';

export function isStudentTab(value: unknown): value is StudentTab {
  return typeof value === 'string' && (STUDENT_TABS as readonly string[]).includes(value);
}

/** The tab kept in the browser (cleared at logout). */
export function storedStudentTab(): string {
  return readStored(STORAGE_KEYS.studentActiveTab) ?? DEFAULT_STUDENT_TAB;
}

export function storeStudentTab(tab: string): void {
  writeStored(STORAGE_KEYS.studentActiveTab, tab);
}

/**
 * The window event that switches the student dashboard's tab: its detail is the tab's name
 * (usually 'challenges'), or `{ tab }`.
 */
export const CHANGE_TAB_EVENT = 'student:change-tab';

/** The tab an event's detail names, or null when it names none of the tabs. */
export function tabFromEventDetail(detail: unknown): StudentTab | null {
  const value = detail && typeof detail === 'object' ? (detail as { tab?: unknown }).tab : detail;
  return isStudentTab(value) ? value : null;
}

/** Asks the student dashboard to show a tab (anywhere in the app). */
export function requestStudentTab(tab: StudentTab = 'challenges'): void {
  window.dispatchEvent(new CustomEvent(CHANGE_TAB_EVENT, { detail: tab }));
}
