import { useState } from 'react';
import Button from '@mui/material/Button';
import { gameTexts } from '../i18n';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The settings' Change Password button and the dialog it opens. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {gameTexts.settings.changePassword}
      </Button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
