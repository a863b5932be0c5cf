import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { t } from '../i18n';
import { brand } from '../theme';
import { BrandLogo } from './BrandLogo';

/** The generic error screen. 'Go to Home' reloads the app at / so no broken state survives. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: brand.softGradient }}
    >
      <Paper elevation={6} sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box sx={{ mb: 2 }}>
          <BrandLogo />
        </Box>
        <WarningAmber aria-hidden sx={{ fontSize: 64, color: 'warning.main', mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {t.errorScreen.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t.errorScreen.message}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'center' }}>
          <Button variant="contained" size="large" onClick={onRetry}>
            {t.errorScreen.tryAgain}
          </Button>
          <Button variant="outlined" size="large" onClick={() => window.location.assign('/')}>
            {t.errorScreen.goHome}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t.errorScreen.support}
        </Typography>
      </Paper>
    </Box>
  );
}
