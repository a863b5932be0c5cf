import { useEffect } from 'react';
import Grid from '@mui/material/Grid';
import Toll from '@mui/icons-material/Toll';
import { useAuth } from '../auth/auth-context';
import { AccessDenied } from '../components/AccessDenied';
import { StatCard } from '../components/InfoCard';
import { ComingSoonCard, WelcomeCard } from '../components/WelcomeCard';
import { t } from '../i18n';
import { DashboardLayout, displayName } from '../layout/DashboardLayout';
import { storedStudentTab, storeStudentTab } from './student-tabs';

/** /student/dashboard: the student's home. The game tabs arrive in the next steps. */
export function StudentDashboard() {
  const { user } = useAuth();
  const isStudent = user?.userRole === 'student';

  useEffect(() => {
    if (isStudent) storeStudentTab(storedStudentTab());
  }, [isStudent]);

  if (!user) return null;

  return (
    <DashboardLayout title={t.dashboard.roleDashboardTitle.student}>
      {isStudent ? (
        <>
          <WelcomeCard role="student" name={displayName(user)} subtitle={t.dashboard.signedInAs(t.roles.student.label)} />
          <Grid container spacing={3} sx={{ mt: 3 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label={t.dashboard.tokenBalance} value={user.tokenBalance ?? 0} icon={<Toll />} testId="stat-tokens" />
            </Grid>
          </Grid>
          <ComingSoonCard title={t.dashboard.comingSoonTitle} text={t.dashboard.studentComingSoon} />
        </>
      ) : (
        <AccessDenied message={t.dashboard.accessDenied.student} role={user.userRole} />
      )}
    </DashboardLayout>
  );
}
