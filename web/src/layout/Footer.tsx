import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../components/Toasts';
import { t } from '../i18n';

/** Links to / and /about, the Privacy and Terms buttons, the version. */
export function Footer() {
  const toast = useToast();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 2.5,
        px: 3,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: (theme) => alpha(theme.palette.background.paper, 0.7),
        backdropFilter: 'blur(6px)',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ maxWidth: 1200, mx: 'auto', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t.footer.copyright(new Date().getFullYear())} · {t.footer.version(t.app.version)}
        </Typography>
        <Stack component="nav" aria-label="Footer" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to="/" variant="body2" underline="hover" sx={{ px: 1, fontWeight: 600 }}>
            {t.footer.home}
          </Link>
          <Link component={RouterLink} to="/about" variant="body2" underline="hover" sx={{ px: 1, fontWeight: 600 }}>
            {t.footer.about}
          </Link>
          <Button size="small" onClick={() => toast.info(t.footer.privacySoon)}>
            {t.footer.privacy}
          </Button>
          <Button size="small" onClick={() => toast.info(t.footer.termsSoon)}>
            {t.footer.terms}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
