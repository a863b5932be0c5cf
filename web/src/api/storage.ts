/** Keys of what the app keeps in the browser's localStorage. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  userId: 'auth_userId',
  deviceId: 'device_id',
  studentActiveTab: 'student_active_tab',
  teacherActiveTab: 'teacher_active_tab',
  parentActiveTab: 'parent_active_tab',
  sponsorActiveTab: 'sponsor_active_tab',
  /** The class chosen in the teacher's class analytics panel. */
  teacherAnalyticsClass: 'teacher_analytics_class',
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

export const getStoredToken = (): string | null => readStored(STORAGE_KEYS.token);

export function storeLogin(token: string, userId: number | string): void {
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.userId, String(userId));
}

export function storeToken(token: string): void {
  writeStored(STORAGE_KEYS.token, token);
}

/** Forgets the signed-in user: token, user id, the student's, teacher's, parent's and sponsor's remembered tabs and the teacher's chosen class. */
export function clearStoredLogin(): void {
  removeStored(STORAGE_KEYS.token);
  removeStored(STORAGE_KEYS.userId);
  removeStored(STORAGE_KEYS.studentActiveTab);
  removeStored(STORAGE_KEYS.teacherActiveTab);
  removeStored(STORAGE_KEYS.parentActiveTab);
  removeStored(STORAGE_KEYS.sponsorActiveTab);
  removeStored(STORAGE_KEYS.teacherAnalyticsClass);
}
