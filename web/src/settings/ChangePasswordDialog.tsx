import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { passwordChangeProblems } from '../../../domain/accounts/password-change';
import { errorText } from '../api/game-api';
import { ApiError } from '../api/api-error';
import { settingsApi } from '../api/settings-api';
import { PasswordField } from '../components/PasswordField';
import { PasswordRulesChecklist } from '../components/PasswordRulesChecklist';
import { useToast } from '../components/Toasts';
import { settingsTexts } from '../i18n/settings';
import { problemTexts, serverFieldTexts } from '../i18n/validation';

const text = settingsTexts.changePassword;

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The words for the dialog's own fields that the server marked. */
function serverProblems(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const texts = serverFieldTexts(error.fieldProblems, error.fieldErrors);
  const found: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (texts[field]) found[field] = texts[field];
  return found;
}

/**
 * Change Password: the current password, a new one with the registration's rules ticked while it
 * is typed, and its confirmation. On success the other devices are signed out; this one stays.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(EMPTY);
    setTouched({});
    setSubmitted(false);
    setFromServer({});
    setFailure(null);
  }, [open]);

  const problems = problemTexts(passwordChangeProblems(values));
  const shown = (field: Field) => fromServer[field] ?? (submitted || touched[field] ? problems[field] : undefined);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setFromServer((previous) => ({ ...previous, [field]: undefined }));
  };
  const blur = (field: Field) => () => setTouched((previous) => ({ ...previous, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const result = await settingsApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success(text.done(result.endedSessions));
      onClose();
    } catch (error) {
      const onFields = serverProblems(error);
      setFromServer(onFields);
      // A refusal about a field is shown at the field; anything else above the form.
      if (Object.keys(onFields).length === 0) setFailure(errorText(error, settingsTexts.apiErrors.changePassword));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <PasswordField
      id={`change-password-${name}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={change(name)}
      onBlur={blur(name)}
      error={Boolean(shown(name))}
      helperText={shown(name)}
      required
      fullWidth
      margin="dense"
    />
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby="change-password-title" data-testid="change-password-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{text.intro}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          {field('currentPassword', text.current, 'current-password')}
          {field('newPassword', text.next, 'new-password')}
          <PasswordRulesChecklist id="change-password-rules" password={values.newPassword} />
          {field('confirmPassword', text.confirm, 'new-password')}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="change-password-submit">
            {busy ? text.submitting : text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
