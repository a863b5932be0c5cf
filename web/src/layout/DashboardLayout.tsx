import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { t } from '../i18n';
import { personName } from '../i18n/format';
import { brand } from '../theme';
import { BrandLogo } from './BrandLogo';
import { Footer } from './Footer';
import { dashboardTexts } from '../i18n/dashboard';
import { NotificationBell } from '../notifications/NotificationBell';

/** First and last name, else the username (i18n/format.ts). */
export const displayName = (user: { firstName?: string | null; lastName?: string | null; username: string }): string => personName(user);

/** A logout button: clears the session and goes to /login. */
export function LogoutButton({ variant = 'outlined', inverted = false }: { variant?: 'outlined' | 'contained' | 'text'; inverted?: boolean }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={busy}
      startIcon={<Logout />}
      sx={inverted ? { color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' } } : undefined}
    >
      {busy ? dashboardTexts.loggingOut : dashboardTexts.logout}
    </Button>
  );
}

/** The frame of the dashboards: a gradient header with the notification bell, the greeting and Logout, the page, the footer. */
export function DashboardLayout({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useAuth();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* The bar and the title band under it form the page's banner. */}
      <Box component="header">
        <AppBar component="div" position="static" elevation={0} sx={{ background: brand.gradient }}>
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
            <BrandLogo inverted />
            <Box sx={{ flex: 1 }} />
            {user && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <NotificationBell user={user} />
                <Avatar sx={{ bgcolor: 'rgba(255,255,255,0.22)', color: 'common.white', fontWeight: 700 }} aria-hidden>
                  {personName(user).charAt(0).toUpperCase()}
                </Avatar>
                <Box>
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid="greeting">
                    {dashboardTexts.welcome(personName(user))}
                  </Typography>
                  <Chip
                    size="small"
                    data-testid="role-chip"
                    label={t.roles[user.userRole]?.label ?? user.userRole}
                    sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'common.white', height: 20, fontSize: 12 }}
                  />
                </Box>
                <LogoutButton inverted />
              </Stack>
            )}
          </Toolbar>
        </AppBar>
        <Box sx={{ background: brand.gradient, pb: 6, pt: 1, color: 'common.white' }}>
          <Container maxWidth="lg">
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {title}
            </Typography>
          </Container>
        </Box>
      </Box>
      <Container component="main" id="main" maxWidth="lg" sx={{ flex: 1, mt: -4, mb: 4 }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
