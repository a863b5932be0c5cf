import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { dashboardFor } from '../auth/role-routes';
import { homeTexts } from '../i18n/home';
import { BrandLogo } from '../layout/BrandLogo';
import { Footer } from '../layout/Footer';
import { brand } from '../theme';

const text = homeTexts.notFound;

/** Any address the app does not know: says so, with the way home (or to the user's dashboard). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const dashboard = dashboardFor(user?.userRole);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: brand.softGradient }}>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper elevation={6} sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="not-found">
          <Box component="header">
            <Box component={RouterLink} to="/" aria-label={homeTexts.nav.home} sx={{ display: 'inline-block', mb: 2, borderRadius: 1, textDecoration: 'none' }}>
              <BrandLogo />
            </Box>
          </Box>
          <Box component="main" id="main">
            <Typography aria-hidden sx={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
              {text.code}
            </Typography>
            <Typography variant="h4" component="h1" sx={{ mt: 1 }} gutterBottom>
              {text.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
              {text.text(pathname)}
            </Typography>
            {dashboard ? (
              <Button component={RouterLink} to={dashboard} variant="contained" size="large">
                {text.goToDashboard}
              </Button>
            ) : (
              <Button component={RouterLink} to="/" variant="contained" size="large">
                {text.goHome}
              </Button>
            )}
          </Box>
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
