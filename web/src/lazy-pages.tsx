import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadParent, loadSponsor, loadStudent, loadTeacher } from './page-loaders';

type Loader<K extends string> = () => Promise<Record<K, ComponentType>>;

/** Pages whose code failed to load, with what makes them try again. */
const failedPages = new Set<() => void>();

/** Lets every page whose code failed to load (a network error) try again at its next render. */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/**
 * A page loaded only when its route is visited, so the sign-in page stays small. A failed load
 * stays failed (the error screen shows) until retryFailedPages() runs, from 'Try Again'.
 */
function page<K extends string>(load: Loader<K>, name: K): ComponentType {
  const attempt = (): Promise<{ default: ComponentType }> =>
    load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        failedPages.add(() => {
          current = lazy(attempt);
        });
        throw error;
      },
    );
  let current: LazyExoticComponent<ComponentType> = lazy(attempt);
  function Page() {
    const Current = current;
    return <Current />;
  }
  Page.displayName = `Page(${name})`;
  return Page;
}

export const RegisterPage = page(() => import('./auth/RegisterPage'), 'RegisterPage');
export const ForgotPasswordPage = page(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
export const ResetPasswordPage = page(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage');
export const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
export const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');
export const DashboardPage = page(() => import('./pages/DashboardPage'), 'DashboardPage');
export const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
export const HelpPage = page(() => import('./pages/policies/HelpPage'), 'HelpPage');
export const PrivacyPolicyPage = page(() => import('./pages/policies/PrivacyPolicyPage'), 'PrivacyPolicyPage');
export const TermsPage = page(() => import('./pages/policies/TermsPage'), 'TermsPage');
export const DeletionPendingPage = page(() => import('./privacy/DeletionPendingPage'), 'DeletionPendingPage');
export const StudentDashboard = page(loadStudent, 'StudentDashboard');
export const ContentPage = page(() => import('./student/content/ContentPage'), 'ContentPage');
export const TeacherDashboard = page(loadTeacher, 'TeacherDashboard');
export const ParentDashboard = page(loadParent, 'ParentDashboard');
export const SponsorDashboard = page(loadSponsor, 'SponsorDashboard');
