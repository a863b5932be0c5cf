import { startTransition, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../domain/accounts/account-deletion';
import { errorText } from '../api/game-api';
import { ApiError } from '../api/api-error';
import { privacyApi } from '../api/privacy-api';
import { useAuth } from '../auth/auth-context';
import { PasswordField } from '../components/PasswordField';
import { formatLongDate, privacyTexts } from '../i18n/privacy';
import { DownloadDataButton } from './DownloadDataButton';

const text = privacyTexts.deletion;

/**
 * Delete my account: what happens and when, the password typed again, then the request. It ends
 * every sign-in, this one too, so the page goes to the sign-in form, which says when the account
 * will be erased and how to keep it.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setProblem(null);
    setFailure(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (password === '') {
      setProblem(text.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      const deletion = await privacyApi.scheduleDeletion(password);
      const message = `${text.scheduled(formatLongDate(deletion.eraseAt ?? ''))} ${text.keepHint}`;
      // Signed out and on the sign-in form with the message in one render (the router's own updates
      // are transitions): the dashboard's redirect of a signed-out visitor never gets to replace it.
      let signedOut = Promise.resolve();
      startTransition(() => {
        signedOut = logout();
        navigate('/login', { replace: true, state: { message } });
      });
      await signedOut;
    } catch (error) {
      const onPassword = error instanceof ApiError ? error.fieldErrors?.password : undefined;
      if (onPassword) setProblem(onPassword);
      else setFailure(errorText(error, privacyTexts.apiErrors.schedule));
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="delete-account-title" data-testid="delete-account-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>{text.intro(ACCOUNT_DELETION_GRACE_DAYS)}</DialogContentText>
          <DialogContentText sx={{ mb: 1.5 }}>{text.keepHint}</DialogContentText>
          <DialogContentText sx={{ mb: 1.5 }}>{text.ledgerHint}</DialogContentText>
          <DialogContentText sx={{ mb: 1 }}>{text.downloadFirst}</DialogContentText>
          <DownloadDataButton variant="text" />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <PasswordField
            id="delete-account-password"
            name="password"
            label={text.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? text.passwordHint}
            required
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
            {text.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy} sx={{ minHeight: 44 }} data-testid="delete-account-submit">
            {busy ? text.submitting : text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
