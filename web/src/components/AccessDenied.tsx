import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { dashboardFor } from '../auth/role-routes';
import { dashboardTexts } from '../i18n/dashboard';

/** Shown on a role dashboard to a user of another role. */
export function AccessDenied({ message, role }: { message: string; role?: string }) {
  const own = dashboardFor(role);
  return (
    <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 } }}>
      <Alert severity="error" variant="outlined" data-testid="access-denied" sx={{ fontSize: '1rem' }}>
        {message}
      </Alert>
      {own && (
        <Button component={RouterLink} to={own} variant="contained" sx={{ mt: 3 }}>
          {dashboardTexts.goToMyDashboard}
        </Button>
      )}
    </Paper>
  );
}
