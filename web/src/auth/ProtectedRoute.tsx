import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { UserRole } from '../api/types';
import { FullScreenLoading } from '../layout/FullScreenLoading';
import { DeletionPendingPage } from '../lazy-pages';
import { useAuth } from './auth-context';

export interface ProtectedRouteProps {
  children: ReactNode;
  /** When given, only these roles may see the page. */
  allowedRoles?: readonly UserRole[];
  /** Where a user of another role is sent. */
  redirectTo?: string;
}

/**
 * Shows its page to a signed-in user only. Anonymous visitors go to /login; a user whose role
 * is not allowed goes to `redirectTo` (default /login). 'Loading...' while the session is restored.
 */
export function ProtectedRoute({ children, allowedRoles, redirectTo = '/login' }: ProtectedRouteProps) {
  const { status, user } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <FullScreenLoading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (allowedRoles && !allowedRoles.includes(user.userRole)) return <Navigate to={redirectTo} replace />;
  // An account waiting for its deletion may only be kept (or its data downloaded) until then.
  if (typeof user.deletionScheduledFor === 'string') return <DeletionPendingPage />;
  return <>{children}</>;
}
