/** Keys of what the app keeps in the browser's localStorage. */
export const STORAGE_KEYS = {
  deviceId: 'device_id',
  studentActiveTab: 'student_active_tab',
  teacherActiveTab: 'teacher_active_tab',
  parentActiveTab: 'parent_active_tab',
  sponsorActiveTab: 'sponsor_active_tab',
  /** The class chosen in the teacher's class analytics panel. */
  teacherAnalyticsClass: 'teacher_analytics_class',
  /** The theme this device last showed, read by the boot script before the page paints (web/boot/theme.js). */
  theme: 'theme',
} as const;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working for this page view.
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Where earlier versions kept the access token and the user id. */
const LEGACY_LOGIN_KEYS = ['auth_token', 'auth_userId'];

/** Removes a token an earlier version left in localStorage. */
export function forgetLegacyLogin(): void {
  for (const key of LEGACY_LOGIN_KEYS) removeStored(key);
}

/** Forgets the signed-in user's remembered tabs and the teacher's chosen class (nothing here grants access). */
export function clearStoredLogin(): void {
  forgetLegacyLogin();
  removeStored(STORAGE_KEYS.studentActiveTab);
  removeStored(STORAGE_KEYS.teacherActiveTab);
  removeStored(STORAGE_KEYS.parentActiveTab);
  removeStored(STORAGE_KEYS.sponsorActiveTab);
  removeStored(STORAGE_KEYS.teacherAnalyticsClass);
}
