import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { validateLogin } from '../../../domain/accounts/login-validation';
import { AuthError } from '../api/auth-api';
import { OutlinedTextField } from '../components/OutlinedTextField';
import { PasswordField } from '../components/PasswordField';
import { t } from '../i18n';
import { signInProblemTexts } from '../i18n/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { preloadDashboard } from '../page-loaders';
import { useAuth } from './auth-context';
import { SubmitButton } from './SubmitButton';

type LoginField = 'identifier' | 'password';

/** A wait this short (a busy school network) is waited out and the sign-in tried once more, unasked. */
const AUTO_RETRY_MAX_SECONDS = 5;
const oneSecond = () => new Promise((resolve) => setTimeout(resolve, 1000));

function messageFromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state && typeof state.message === 'string') return state.message;
  return null;
}

/** /login: identifier, password and remember me; on success to /dashboard, in place of /login in the history. */
export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const successMessage = messageFromState(location.state);

  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({ identifier: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retryIn, setRetryIn] = useState<number | null>(null);

  const problems = useMemo(() => signInProblemTexts(validateLogin({ identifier, password })), [identifier, password]);
  const shown = (field: LoginField) => (submitted || touched[field] ? problems[field] : undefined);
  // Leaving a field counts once something was typed in it: a message appearing under an empty field
  // left for a link below would move the link away from under the pointer before the click lands.
  const leave = (field: LoginField, value: string) => () => {
    if (value !== '') setTouched((s) => ({ ...s, [field]: true }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    const signIn = () => login({ identifier: identifier.trim(), password, rememberMe });
    try {
      let user;
      try {
        user = await signIn();
      } catch (failure) {
        const wait = failure instanceof AuthError ? failure.retryAfterSeconds : null;
        if (wait === null || wait > AUTO_RETRY_MAX_SECONDS) throw failure;
        for (let left = Math.max(1, wait); left > 0; left--) {
          setRetryIn(left);
          await oneSecond();
        }
        setRetryIn(null);
        user = await signIn();
      }
      await preloadDashboard(user.userRole);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setRetryIn(null);
      setError(failure instanceof AuthError ? failure.message : t.errors.loginFallback);
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.login.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.login.subtitle}
      </Typography>

      {successMessage && !error && (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="login-success">
          {successMessage}
        </Alert>
      )}
      {retryIn !== null && (
        <Alert severity="info" role="status" sx={{ mb: 1 }} data-testid="login-retrying">
          {t.login.busyNetworkRetry(retryIn)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="login-error">
          <AlertTitle>{t.login.errorTitle}</AlertTitle>
          {error}
        </Alert>
      )}

      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.login.title}>
        <OutlinedTextField
          id="identifier"
          name="identifier"
          label={t.login.identifier}
          autoComplete="username"
          autoFocus
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          onBlur={leave('identifier', identifier)}
          error={!!shown('identifier')}
          helperText={shown('identifier')}
          disabled={busy}
          required
        />
        <PasswordField
          id="password"
          name="password"
          label={t.login.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={leave('password', password)}
          error={!!shown('password')}
          helperText={shown('password')}
          disabled={busy}
          required
        />
        <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Checkbox
                name="rememberMe"
                checked={rememberMe}
                onChange={(e) => setRememberMe(e.target.checked)}
                disabled={busy}
              />
            }
            label={t.login.rememberMe}
          />
          <Link component={RouterLink} to="/forgot-password" variant="body2" underline="hover" sx={{ fontWeight: 600 }}>
            {t.login.forgotPassword}
          </Link>
        </Stack>
        <SubmitButton busy={busy} label={t.login.submit} busyLabel={t.login.submitting} />
      </Box>

      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography variant="body2">
          {t.login.noAccount}{' '}
          <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
            {t.login.createAccount}
          </Link>
        </Typography>
        <Link component={RouterLink} to="/" variant="body2" underline="hover">
          {t.login.backHome}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
