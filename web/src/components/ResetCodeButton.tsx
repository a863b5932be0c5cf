import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Key from '@mui/icons-material/Key';
import { ApiError } from '../api/api-error';
import { type ChildResetCode, passwordResetApi, type ResetCodeTarget } from '../api/password-reset-api';
import { passwordResetTexts } from '../i18n/password-reset';
import { formatTime } from '../i18n/format';
import { copyText } from './copy-text';
import { useToast } from './Toasts';

const text = passwordResetTexts.code;

/**
 * "Create a password reset code" for a child (a parent's connected child, a student of the teacher's
 * class): asks first, then shows the code once with the time it stops working and a copy button.
 * `compact` shows an icon button (in a roster row) instead of a text button.
 */
export function ResetCodeButton({ target, name, compact = false }: { target: ResetCodeTarget; name: string; compact?: boolean }) {
  const id = useId();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<ChildResetCode | null>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    // The code is shown once: closing forgets it.
    setMade(null);
    setError(null);
  };

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      setMade(await passwordResetApi.childCode(target));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : passwordResetTexts.apiErrors.code);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await copyText(made.code);
      toast.success(text.copied);
    } catch {
      toast.error(text.copyFailed);
    }
  };

  return (
    <>
      {compact ? (
        <IconButton size="small" aria-label={text.buttonOf(name)} title={text.button} onClick={() => setOpen(true)} data-testid="reset-code-button">
          <Key fontSize="small" />
        </IconButton>
      ) : (
        <Button variant="outlined" startIcon={<Key />} onClick={() => setOpen(true)} aria-label={text.buttonOf(name)} data-testid="reset-code-button">
          {text.button}
        </Button>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} data-testid="reset-code-dialog" fullWidth maxWidth="xs">
        <DialogTitle id={`${id}-title`}>{made ? text.shownTitle(name) : text.confirmTitle(name)}</DialogTitle>
        <DialogContent>
          {made ? (
            <Stack spacing={2} id={`${id}-body`}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography
                  component="p"
                  sx={{ fontFamily: 'monospace', fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 800, letterSpacing: '0.12em' }}
                  data-testid="reset-code"
                >
                  {made.code}
                </Typography>
                <IconButton aria-label={text.copy} title={text.copy} onClick={() => void copy()} data-testid="reset-code-copy">
                  <ContentCopy />
                </IconButton>
              </Box>
              <Typography variant="body2" data-testid="reset-code-expiry">
                {text.shown(formatTime(made.expiresAt))}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text.where}
              </Typography>
            </Stack>
          ) : (
            <>
              <DialogContentText id={`${id}-body`} sx={{ color: 'text.primary' }}>
                {text.confirm(name)}
              </DialogContentText>
              {error && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {error}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {made ? (
            <Button variant="contained" onClick={close} autoFocus data-testid="reset-code-done">
              {text.close}
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={busy} autoFocus>
                {text.cancel}
              </Button>
              <Button variant="contained" onClick={() => void create()} disabled={busy} data-testid="reset-code-create">
                {busy ? text.creating : text.create}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
