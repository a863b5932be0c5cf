import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { gameTexts } from '../i18n';
import { PrivacyDialog } from './PrivacyDialog';

const text = gameTexts.settings;

/**
 * The spec's account buttons of the student's Settings, with behaviour: Privacy Settings opens the
 * dialog (leaderboards, parents, download, deletion); the others open the Help Center and the policy pages.
 */
export function AccountPrivacyLinks() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }} data-testid="open-privacy-settings">
        {text.privacySettings}
      </Button>
      <Button variant="outlined" component={RouterLink} to="/help" sx={{ minHeight: 44 }}>
        {text.helpCenter}
      </Button>
      <Button variant="outlined" component={RouterLink} to="/privacy" sx={{ minHeight: 44 }}>
        {text.privacyPolicy}
      </Button>
      <Button variant="outlined" component={RouterLink} to="/terms" sx={{ minHeight: 44 }}>
        {text.termsOfService}
      </Button>
      <PrivacyDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
