import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { ComingSoonCard, WelcomeCard } from '../components/WelcomeCard';
import { t } from '../i18n';
import { DashboardLayout, displayName } from '../layout/DashboardLayout';

/** /parent/dashboard: the parent's home. Its tabs arrive in the next steps. */
export function ParentDashboard() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <DashboardLayout title={t.dashboard.roleDashboardTitle.parent}>
      {user.userRole === 'parent' ? (
        <>
          <WelcomeCard role="parent" name={displayName(user)} subtitle={t.dashboard.signedInAs(t.roles.parent.label)} />
          <ComingSoonCard title={t.dashboard.comingSoonTitle} text={t.dashboard.parentComingSoon} />
        </>
      ) : (
        <AccessDenied message={t.dashboard.accessDenied.parent} role={user.userRole} />
      )}
    </DashboardLayout>
  );
}
