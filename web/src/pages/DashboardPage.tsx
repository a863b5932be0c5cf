import { useLayoutEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Toll from '@mui/icons-material/Toll';
import Star from '@mui/icons-material/Star';
import Bolt from '@mui/icons-material/Bolt';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { dashboardFor } from '../auth/role-routes';
import { StatCard } from '../components/InfoCard';
import { t } from '../i18n';
import { AuthLayout } from '../layout/AuthLayout';
import { DashboardLayout, LogoutButton } from '../layout/DashboardLayout';
import { FullScreenLoading } from '../layout/FullScreenLoading';
import { dashboardTexts } from '../i18n/dashboard';

/** Student figures on the generic dashboard are fixed for now: level 1, XP 0. */
const FIXED_LEVEL = 1;
const FIXED_XP = 0;

/** /dashboard: sends each role to its own dashboard (replacing history); a generic view otherwise. */
export function DashboardPage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const target = dashboardFor(user?.userRole);

  useLayoutEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (isLoading) return <FullScreenLoading />;

  if (!user) {
    return (
      <AuthLayout>
        <Typography variant="h4" component="h1" gutterBottom data-testid="user-not-found">
          {dashboardTexts.userNotFound}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {dashboardTexts.signInPrompt}
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {dashboardTexts.goToLogin}
        </Button>
      </AuthLayout>
    );
  }

  const isStudent = user.userRole === 'student';
  const features: readonly string[] = dashboardTexts.roleFeatures[user.userRole] ?? [];

  return (
    <DashboardLayout title={dashboardTexts.title}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper elevation={3} sx={{ p: 3, height: '100%' }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {dashboardTexts.welcomeBack(user.username)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
              <Typography component="dt" color="text.secondary">{dashboardTexts.username}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{user.username}</Typography>
              <Typography component="dt" color="text.secondary">{dashboardTexts.email}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{user.email}</Typography>
              <Typography component="dt" color="text.secondary">{dashboardTexts.role}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{t.roles[user.userRole]?.label ?? user.userRole}</Typography>
            </Box>
            <Box sx={{ mt: 3 }}>
              <LogoutButton variant="contained" />
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper elevation={3} sx={{ p: 3, height: '100%' }}>
            <Typography variant="h6" component="h2">
              {dashboardTexts.features}
            </Typography>
            <List dense>
              {features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckCircleOutline color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={feature} />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
        {isStudent && (
          <>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label={dashboardTexts.tokenBalance} value={user.tokenBalance ?? 0} icon={<Toll />} testId="stat-tokens" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label={dashboardTexts.level} value={FIXED_LEVEL} icon={<Star />} testId="stat-level" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label={dashboardTexts.xp} value={FIXED_XP} icon={<Bolt />} testId="stat-xp" />
            </Grid>
          </>
        )}
      </Grid>
    </DashboardLayout>
  );
}
