import { readStored, STORAGE_KEYS, writeStored } from '../api/storage';

/** The screens of the student dashboard. */
export const STUDENT_TABS = [
  'dashboard',
  'my-courses',
  'browse-content',
  'leaderboard',
  'challenges',
  'inventory',
  'analytics',
  'wishlist',
  'settings',
] as const;

export type StudentTab = (typeof STUDENT_TABS)[number];

export const DEFAULT_STUDENT_TAB: StudentTab = 'dashboard';

/** The tab kept in the browser (cleared at logout). */
export function storedStudentTab(): string {
  return readStored(STORAGE_KEYS.studentActiveTab) ?? DEFAULT_STUDENT_TAB;
}

export function storeStudentTab(tab: string): void {
  writeStored(STORAGE_KEYS.studentActiveTab, tab);
}
