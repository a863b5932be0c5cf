import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { t } from '../i18n';

/** Links to /, /about, the Help Center, the Privacy Policy and the Terms of Service; the version. */
export function Footer() {
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
          <Link component={RouterLink} to="/help" variant="body2" underline="hover" sx={{ px: 1, fontWeight: 600 }}>
            {t.footer.help}
          </Link>
          <Link component={RouterLink} to="/privacy" variant="body2" underline="hover" sx={{ px: 1, fontWeight: 600 }}>
            {t.footer.privacy}
          </Link>
          <Link component={RouterLink} to="/terms" variant="body2" underline="hover" sx={{ px: 1, fontWeight: 600 }}>
            {t.footer.terms}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
