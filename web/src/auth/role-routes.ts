import type { UserRole } from '../api/types';

/** Each role's own dashboard. */
export const DASHBOARD_BY_ROLE: Record<UserRole, string> = {
  student: '/student/dashboard',
  teacher: '/teacher/dashboard',
  parent: '/parent/dashboard',
  sponsor: '/sponsor/dashboard',
};

export function dashboardFor(role: string | null | undefined): string | null {
  return role && role in DASHBOARD_BY_ROLE ? DASHBOARD_BY_ROLE[role as UserRole] : null;
}
