import { useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { passwordResetProblems } from '../../../domain/accounts/password-reset';
import { ApiError } from '../api/api-error';
import { passwordResetApi } from '../api/password-reset-api';
import { OutlinedTextField } from '../components/OutlinedTextField';
import { PasswordField } from '../components/PasswordField';
import { PasswordRulesChecklist } from '../components/PasswordRulesChecklist';
import { passwordResetTexts } from '../i18n/password-reset';
import { problemTexts, serverFieldTexts } from '../i18n/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { SubmitButton } from './SubmitButton';

const text = passwordResetTexts.reset;

type Field = 'code' | 'password' | 'passwordConfirmation';

/** The code an e-mailed link carries in its fragment (`#code=...`), which browsers never send to a server. */
function codeInFragment(): string | null {
  const code = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('code');
  return code && code.trim() !== '' ? code.trim() : null;
}

/**
 * /reset-password: the code from the e-mailed link (taken from the address's fragment, which is then
 * removed from the address bar and the history), or typed as a parent or teacher gave it; the new
 * password twice. Done, it leads to sign in.
 */
export function ResetPasswordPage() {
  const [linkCode] = useState(codeInFragment);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({ code: false, password: false, passwordConfirmation: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; codeInvalid: boolean } | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [doneAs, setDoneAs] = useState<string | null>(null);

  // The code leaves the address bar (and the history entry) before anything else happens.
  useLayoutEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);

  const problems = useMemo(() => {
    const found = problemTexts(passwordResetProblems({ password, passwordConfirmation }));
    if (!linkCode && code.trim() === '') found.code = text.codeRequired;
    return found;
  }, [linkCode, code, password, passwordConfirmation]);
  const shown = (field: Field) => (submitted || touched[field] ? (problems[field] ?? serverFields[field]) : serverFields[field]);
  const leave = (field: Field, value: string) => () => {
    if (value !== '') setTouched((state) => ({ ...state, [field]: true }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    setServerFields({});
    try {
      const done = await passwordResetApi.reset({ code: linkCode ?? code.trim(), password, passwordConfirmation });
      setDoneAs(done.username);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setError({ message: apiError?.message ?? passwordResetTexts.apiErrors.reset, codeInvalid: apiError?.code === 'RESET_CODE_INVALID' });
      if (apiError) setServerFields(serverFieldTexts(apiError.fieldProblems, apiError.fieldErrors));
    } finally {
      setBusy(false);
    }
  };

  if (doneAs) {
    return (
      <AuthLayout>
        <Typography variant="h4" component="h1" gutterBottom>
          {text.doneTitle}
        </Typography>
        <Alert severity="success" sx={{ mb: 3 }} data-testid="reset-done" role="status">
          {text.done(doneAs)}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth sx={{ py: 1.4 }} data-testid="reset-sign-in">
          {text.signIn}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {linkCode ? text.subtitle : text.subtitleWithCode}
      </Typography>

      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="reset-error">
          <AlertTitle>{text.errorTitle}</AlertTitle>
          {error.message}
          {error.codeInvalid && (
            <>
              {' '}
              <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
                {text.askAgain}
              </Link>
            </>
          )}
        </Alert>
      )}

      <Box component="form" noValidate onSubmit={onSubmit} aria-label={text.title}>
        {!linkCode && (
          <OutlinedTextField
            id="code"
            name="code"
            label={text.code}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onBlur={leave('code', code)}
            error={!!shown('code')}
            helperText={shown('code') ?? text.codeHint}
            disabled={busy}
            required
          />
        )}
        <PasswordField
          id="password"
          name="password"
          label={text.password}
          autoComplete="new-password"
          autoFocus={!!linkCode}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={leave('password', password)}
          error={!!shown('password')}
          helperText={shown('password')}
          disabled={busy}
          required
        />
        <PasswordField
          id="passwordConfirmation"
          name="passwordConfirmation"
          label={text.confirmation}
          autoComplete="new-password"
          value={passwordConfirmation}
          onChange={(event) => setPasswordConfirmation(event.target.value)}
          onBlur={leave('passwordConfirmation', passwordConfirmation)}
          error={!!shown('passwordConfirmation')}
          helperText={shown('passwordConfirmation')}
          disabled={busy}
          required
        />
        <PasswordRulesChecklist id="password-rules" password={password} />
        <SubmitButton busy={busy} label={text.submit} busyLabel={text.submitting} />
      </Box>

      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ fontWeight: 600 }}>
          {text.backToSignIn}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
