import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { CoreAdminContext, defaultI18nProvider, localStorageStore, Notification } from 'react-admin';
import { createAdminDataProvider } from '../api/data-provider';
import { useAuth } from '../auth/auth-context';
import { queryClient } from '../query-client';

/** The key under which the store remembers whose preferences it holds. */
const OWNER_KEY = 'owner';

/**
 * The app's one react-admin root: the data provider of /api/admin (ra-data-simple-rest with the
 * resources' custom methods), react-admin's i18n, one store (remembered in the browser: list views
 * and columns; emptied when another person signs in) and the app's single query cache. It wraps the
 * teacher's and the parent's dashboards as a layout route, inside the app's router and theme, and is
 * loaded with them, so the sign-in page does not carry it.
 */
export function AdminRoot() {
  const { user } = useAuth();
  const dataProvider = useMemo(() => createAdminDataProvider(), []);
  const owner = user?.id ?? null;
  // One person's saved filters and views are not another's on a shared device: checked before any screen reads them.
  const store = useMemo(() => {
    const created = localStorageStore('1', 'questlearn.admin');
    if (owner !== null && created.getItem<number>(OWNER_KEY) !== owner) {
      created.reset();
      created.setItem(OWNER_KEY, owner);
    }
    return created;
  }, [owner]);

  return (
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={store} queryClient={queryClient}>
      <Outlet />
      <Notification />
    </CoreAdminContext>
  );
}
