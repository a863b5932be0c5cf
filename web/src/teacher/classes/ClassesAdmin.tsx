import { useMemo, type ReactNode } from 'react';
import { CoreAdminContext, defaultI18nProvider, HttpError, memoryStore, useDataProvider } from 'react-admin';
import { createAdminDataProvider, type AdminDataProvider } from '../../api/data-provider';
import { serverMessageOf } from '../../api/http-client';

/**
 * react-admin inside the teacher dashboard: the data provider of /api/admin (ra-data-simple-rest with
 * the classes' custom methods), react-admin's English messages and a store of its own. It runs
 * inside the app's router and theme, so its screens look like the rest of the dashboard; the app's
 * own toasts say what happened (spec §8).
 */
export function ClassesAdmin({ children }: { children: ReactNode }) {
  const dataProvider = useMemo(() => createAdminDataProvider(), []);
  const store = useMemo(() => memoryStore(), []);
  return (
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={store}>
      {children}
    </CoreAdminContext>
  );
}

/** The data provider with its typed custom methods (activate, deactivate, a new code, add by username). */
export const useClassesDataProvider = () => useDataProvider<AdminDataProvider>();

/** The server's message of a failed react-admin call, else the spec's text for it. */
export function adminErrorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return serverMessageOf(error.body) ?? fallback;
  if (error && typeof error === 'object' && 'body' in error) return serverMessageOf((error as { body: unknown }).body) ?? fallback;
  return fallback;
}
