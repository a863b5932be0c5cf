import { readStored, STORAGE_KEYS, writeStored } from '../api/storage';

/** The screens of the teacher dashboard, in the spec's order (§2 "Teacher dashboard"), with Messages before Settings. */
export const TEACHER_TABS = ['dashboard', 'content', 'students', 'analytics', 'earnings', 'messages', 'settings', 'classes'] as const;

export type TeacherTab = (typeof TEACHER_TABS)[number];

/** The tabs a phone's bottom navigation shows; the rest are under "More". */
export const TEACHER_PHONE_TABS: readonly TeacherTab[] = ['dashboard', 'content', 'students', 'classes'];

export const DEFAULT_TEACHER_TAB: TeacherTab = 'dashboard';

export function isTeacherTab(value: unknown): value is TeacherTab {
  return typeof value === 'string' && (TEACHER_TABS as readonly string[]).includes(value);
}

/** The tab kept in the browser across visits (cleared at logout). */
export function storedTeacherTab(): string {
  return readStored(STORAGE_KEYS.teacherActiveTab) ?? DEFAULT_TEACHER_TAB;
}

export function storeTeacherTab(tab: string): void {
  writeStored(STORAGE_KEYS.teacherActiveTab, tab);
}

/**
 * The window event that switches the teacher dashboard's tab: its detail is the tab's name, or
 * `{ tab, create?, classId? }` (`create` opens the Content Library's create form; `classId`
 * preselects a class in the analytics tab).
 */
export const TEACHER_CHANGE_TAB_EVENT = 'teacher:change-tab';

export interface TeacherTabRequest {
  tab: TeacherTab;
  /** Open the create form of the Content Library. */
  create?: boolean;
  /** The class to preselect in the class analytics panel. */
  classId?: number;
}

/** The request an event's detail makes, or null when it names none of the tabs. */
export function tabRequestFromEventDetail(detail: unknown): TeacherTabRequest | null {
  if (isTeacherTab(detail)) return { tab: detail };
  if (!detail || typeof detail !== 'object') return null;
  const { tab, create, classId } = detail as { tab?: unknown; create?: unknown; classId?: unknown };
  if (!isTeacherTab(tab)) return null;
  return {
    tab,
    ...(create === true ? { create: true } : {}),
    ...(typeof classId === 'number' && Number.isInteger(classId) ? { classId } : {}),
  };
}

/** Asks the teacher dashboard to show a tab (anywhere in the app). */
export function requestTeacherTab(request: TeacherTab | TeacherTabRequest): void {
  window.dispatchEvent(new CustomEvent(TEACHER_CHANGE_TAB_EVENT, { detail: request }));
}
