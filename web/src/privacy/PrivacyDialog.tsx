import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteForever from '@mui/icons-material/DeleteForever';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../domain/accounts/account-deletion';
import { useAuth } from '../auth/auth-context';
import { privacyTexts } from '../i18n/privacy';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadDataButton } from './DownloadDataButton';
import { LeaderboardVisibility } from './LeaderboardVisibility';
import { LinkedParents } from './LinkedParents';

const text = privacyTexts.dialog;

function Part({ title, hint, children, testId }: { title: string; hint: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Privacy Settings: for a student, the leaderboards and the parents who can see their progress; for
 * everyone, the download of their data and the deletion of their account.
 */
export function PrivacyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { user } = useAuth();
  const [deleting, setDeleting] = useState(false);
  const student = user?.userRole === 'student';

  return (
    <>
      <Dialog open={open && !deleting} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="privacy-settings-title" data-testid="privacy-dialog">
        <DialogTitle id="privacy-settings-title">{text.title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3} divider={<Divider flexItem />}>
            {student && (
              <Part title={text.leaderboardTitle} hint={text.leaderboardHint} testId="privacy-leaderboards">
                <LeaderboardVisibility />
              </Part>
            )}
            {student && (
              <Part title={text.parentsTitle} hint={text.parentsHint} testId="privacy-parents">
                <LinkedParents />
              </Part>
            )}
            <Part title={text.dataTitle} hint={text.dataHint} testId="privacy-data">
              <DownloadDataButton />
            </Part>
            <Part title={text.deleteTitle} hint={text.deleteHint(ACCOUNT_DELETION_GRACE_DAYS)} testId="privacy-delete">
              <Button color="error" variant="outlined" startIcon={<DeleteForever />} onClick={() => setDeleting(true)} sx={{ minHeight: 44 }} data-testid="open-delete-account">
                {text.deleteButton}
              </Button>
            </Part>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {text.close}
          </Button>
        </DialogActions>
      </Dialog>
      <DeleteAccountDialog open={open && deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
