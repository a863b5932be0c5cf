import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../i18n';
import { brand } from '../theme';

/** The full-screen indicator shown while the session is restored or a page is loaded. */
export function FullScreenLoading({ label = t.app.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="full-screen-loading"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        background: brand.softGradient,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <CircularProgress size={56} thickness={4} aria-hidden />
      <Typography variant="h6" component="p" color="primary">
        {label}
      </Typography>
    </Box>
  );
}
