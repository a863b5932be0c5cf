import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordProblems } from '../../../domain/accounts/password-reset';
import { ApiError } from '../api/api-error';
import { passwordResetApi } from '../api/password-reset-api';
import { OutlinedTextField } from '../components/OutlinedTextField';
import { passwordResetTexts } from '../i18n/password-reset';
import { problemTexts } from '../i18n/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { SubmitButton } from './SubmitButton';

const text = passwordResetTexts.forgot;

/** /forgot-password: the account's e-mail; the answer never says whether an account uses it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const problems = useMemo(() => problemTexts(forgotPasswordProblems({ email })), [email]);
  const shown = submitted || touched ? problems.email : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (problems.email) return;
    setBusy(true);
    setError(null);
    try {
      await passwordResetApi.forgot(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : passwordResetTexts.apiErrors.forgot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {text.title}
      </Typography>
      {sentTo ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="forgot-sent" role="status">
          <AlertTitle>{text.sentTitle}</AlertTitle>
          {text.sent(sentTo)}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {text.subtitle}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="forgot-error">
              <AlertTitle>{text.errorTitle}</AlertTitle>
              {error}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={text.title}>
            <OutlinedTextField
              id="email"
              name="email"
              type="email"
              label={text.email}
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => email !== '' && setTouched(true)}
              error={!!shown}
              helperText={shown}
              disabled={busy}
              required
            />
            <SubmitButton busy={busy} label={text.submit} busyLabel={text.submitting} />
          </Box>
        </>
      )}

      <Box sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="forgot-no-email">
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          {text.noEmailTitle}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text.noEmail}
        </Typography>
        <Link component={RouterLink} to="/reset-password" variant="body2" sx={{ fontWeight: 600 }}>
          {text.haveCode}
        </Link>
      </Box>

      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ fontWeight: 600 }}>
          {text.backToSignIn}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
