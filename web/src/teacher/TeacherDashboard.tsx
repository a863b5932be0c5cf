import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { ComingSoonCard, WelcomeCard } from '../components/WelcomeCard';
import { t } from '../i18n';
import { DashboardLayout, displayName } from '../layout/DashboardLayout';

/** /teacher/dashboard: the teacher's home. Its tabs arrive in the next steps. */
export function TeacherDashboard() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <DashboardLayout title={t.dashboard.roleDashboardTitle.teacher}>
      {user.userRole === 'teacher' ? (
        <>
          <WelcomeCard role="teacher" name={displayName(user)} subtitle={t.dashboard.signedInAs(t.roles.teacher.label)} />
          <ComingSoonCard title={t.dashboard.comingSoonTitle} text={t.dashboard.teacherComingSoon} />
        </>
      ) : (
        <AccessDenied message={t.dashboard.accessDenied.teacher} role={user.userRole} />
      )}
    </DashboardLayout>
  );
}
