import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { useNavigate } from 'react-router';
import { errorText } from '../api/game-api';
import { privacyApi } from '../api/privacy-api';
import { useAuth } from '../auth/auth-context';
import { useToast } from '../components/Toasts';
import { formatLongDate, privacyTexts } from '../i18n/privacy';
import { BrandLogo } from '../layout/BrandLogo';
import { Footer } from '../layout/Footer';
import { DownloadDataButton } from './DownloadDataButton';

const text = privacyTexts.pending;

/**
 * What a sign-in meets while the account waits for its deletion: the date, Keep my account, the
 * download, and Sign out. The server answers nothing else for this account until it is kept.
 */
export function DeletionPendingPage() {
  const { user, reloadUser, logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const eraseAt = typeof user?.deletionScheduledFor === 'string' ? user.deletionScheduledFor : '';

  const keep = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await privacyApi.keepAccount();
      toast.success(text.kept);
      await reloadUser();
    } catch (error) {
      setFailure(errorText(error, privacyTexts.apiErrors.keep));
      setBusy(false);
    }
  };

  const signOut = async () => {
    const signedOut = logout();
    navigate('/login', { replace: true });
    await signedOut;
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper elevation={4} sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%' }} data-testid="deletion-pending">
          <Stack spacing={2.5}>
            <Box component="header">
              <BrandLogo />
            </Box>
            <Stack component="main" id="main" spacing={2.5}>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
                <HourglassTop color="warning" aria-hidden /> {text.title}
              </Typography>
              <Typography data-testid="deletion-pending-date">{text.when(formatLongDate(eraseAt))}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{text.question}</Typography>
              {failure && <Alert severity="error">{failure}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
                <Button variant="contained" size="large" onClick={keep} disabled={busy} sx={{ minHeight: 44 }} data-testid="keep-account">
                  {busy ? text.keeping : text.keep}
                </Button>
                <DownloadDataButton />
                <Button onClick={signOut} disabled={busy} sx={{ minHeight: 44 }} data-testid="deletion-pending-sign-out">
                  {text.signOut}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
