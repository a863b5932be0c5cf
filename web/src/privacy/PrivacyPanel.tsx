import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Shield from '@mui/icons-material/Shield';
import { Link as RouterLink } from 'react-router';
import { privacyTexts } from '../i18n/privacy';
import { DownloadDataButton } from './DownloadDataButton';
import { PrivacyDialog } from './PrivacyDialog';

const text = privacyTexts.panel;

/** The links to the Help Center and the policy pages, as the Settings of every role show them. */
export function PolicyLinks() {
  return (
    <>
      <Button component={RouterLink} to="/help" variant="text" sx={{ minHeight: 44 }}>
        {text.helpCenter}
      </Button>
      <Button component={RouterLink} to="/privacy" variant="text" sx={{ minHeight: 44 }}>
        {text.privacyPolicy}
      </Button>
      <Button component={RouterLink} to="/terms" variant="text" sx={{ minHeight: 44 }}>
        {text.termsOfService}
      </Button>
    </>
  );
}

/**
 * Settings → Privacy and your data, for every role: Privacy Settings (a dialog), Download my data,
 * and the Help Center and policy pages.
 */
export function PrivacyPanel() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={titleId} data-testid="privacy-panel">
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <PrivacyTip color="primary" aria-hidden /> {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button variant="contained" startIcon={<Shield />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }} data-testid="open-privacy-settings">
          {text.privacySettings}
        </Button>
        <DownloadDataButton />
      </Stack>
      <Stack component="nav" aria-label={text.title} direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 0.5 }}>
        <PolicyLinks />
      </Stack>
      <PrivacyDialog open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
