import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth-context';
import { dashboardFor } from './role-routes';

/**
 * A page for signed-out visitors (the home page, sign-in, sign-up): a user who is already signed in
 * when opening it goes to their own dashboard instead. Only the arrival counts: signing in on the
 * page itself leaves the page to lead on to the dashboard as it does.
 */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival && user) return <Navigate to={dashboardFor(user.userRole) ?? '/dashboard'} replace />;
  return <>{children}</>;
}
