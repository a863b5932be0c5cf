import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { RouterNavigateFunction, RouterProvider } from 'react-admin';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router';

/**
 * react-admin's routing over react-router, for screens that always render inside the app's
 * BrowserRouter. The build puts it in place of react-admin's own adapter (web/build/react-admin-router.mts),
 * which can also create a hash router of its own: that fallback alone would bring react-router's
 * whole data router to every page, the sign-in page included.
 */

/**
 * Whether navigation can be blocked (react-admin's warning about unsaved form changes): only a data
 * router can, and the app renders a BrowserRouter, so never.
 */
const useCanBlock = () => false;

/** A navigate function that stays the same across renders and always uses the latest location. */
const useNavigate = (): RouterNavigateFunction => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>((to, options) => {
    if (typeof to === 'number') void latest.current(to);
    else void latest.current(to, options);
  }, []);
};

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('react-admin screens render inside the app router');
  return <>{children}</>;
}

/** Named as react-admin's own adapter, whose module this one replaces. */
export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker: useBlocker as RouterProvider['useBlocker'],
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
