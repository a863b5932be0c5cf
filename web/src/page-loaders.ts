import type { UserRole } from './api/types';

/** The code of each role's dashboard, loaded when asked (lazy-pages renders them, sign-in and sign-up load them ahead). */
export const loadStudent = () => import('./student/StudentDashboard');
export const loadTeacher = () => import('./teacher/TeacherDashboard');
export const loadParent = () => import('./parent/ParentDashboard');
export const loadSponsor = () => import('./sponsor/SponsorDashboard');

const dashboardLoaders: Record<UserRole, () => Promise<unknown>> = {
  student: loadStudent,
  teacher: loadTeacher,
  parent: loadParent,
  sponsor: loadSponsor,
};

/** Loads a role's dashboard ahead of the redirect after sign-in; a failure shows up later, on the page. */
export function preloadDashboard(role: string): Promise<void> {
  const load = dashboardLoaders[role as UserRole];
  return load ? load().then(() => undefined, () => undefined) : Promise.resolve();
}
