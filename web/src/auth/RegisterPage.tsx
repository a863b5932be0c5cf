import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { USER_ROLES, validateRegistration } from '../../../domain/accounts/registration-validation';
import { isUserRole } from '../../../domain/accounts/roles';
import { AuthError } from '../api/auth-api';
import type { RegisterPayload, UserRole } from '../api/types';
import { PasswordField } from '../components/PasswordField';
import { PasswordRulesChecklist } from '../components/PasswordRulesChecklist';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { RoleCard } from '../components/RoleCard';
import { ROLE_LOOK } from '../components/role-look';
import { t } from '../i18n';
import { problemTexts, serverFieldTexts } from '../i18n/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { preloadDashboard } from '../lazy-pages';
import { markWelcomeDue } from '../student/first-visit';
import { useAuth } from './auth-context';
import { SubmitButton } from './SubmitButton';

type TextFieldName =
  | 'username'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'contactPerson';
type FieldName = TextFieldName | 'acceptTerms';

const EMPTY: Record<TextFieldName, string> = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  companyName: '',
  contactPerson: '',
};

const PERSON_FIELDS: TextFieldName[] = ['firstName', 'lastName'];
const SPONSOR_FIELDS: TextFieldName[] = ['companyName', 'contactPerson'];

/** The optional fields each account type shows. */
const extraFieldsFor = (role: UserRole): TextFieldName[] => (role === 'sponsor' ? SPONSOR_FIELDS : PERSON_FIELDS);

/** The browser's IANA time zone, sent so that "days" are the user's days. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function payloadFor(role: UserRole, values: Record<TextFieldName, string>): RegisterPayload {
  const payload: RegisterPayload = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    userRole: role,
  };
  for (const field of extraFieldsFor(role)) {
    const value = values[field].trim();
    if (value !== '') payload[field as 'firstName' | 'lastName' | 'companyName' | 'contactPerson'] = value;
  }
  const timeZone = browserTimeZone();
  if (timeZone) payload.timeZone = timeZone;
  return payload;
}

/**
 * /register: step 1 chooses the account type, step 2 is the form (straight away when the address
 * names a role, as /register?role=student does). On success the new user is signed in and goes on
 * to /dashboard; a refused form keeps everything typed.
 */
export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [role, setRole] = useState<UserRole | null>(() => {
    const named = searchParams.get('role');
    return isUserRole(named) ? named : null;
  });
  const [step, setStep] = useState<0 | 1>(() => (role ? 1 : 0));
  const [values, setValues] = useState(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorBanner = useRef<HTMLDivElement>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  // A refusal is brought into view (on a phone the banner is above the fold) and read out.
  useEffect(() => {
    if (error) errorBanner.current?.focus();
  }, [error]);

  const problems = useMemo(() => {
    if (!role) return {};
    const all = problemTexts(validateRegistration({ ...values, userRole: role, acceptTerms }));
    const hidden = role === 'sponsor' ? PERSON_FIELDS : SPONSOR_FIELDS;
    for (const field of hidden) delete all[field];
    return all;
  }, [role, values, acceptTerms]);

  const shown = (field: FieldName): string | undefined =>
    (submitted || touched[field] ? problems[field] : undefined) ?? serverErrors[field];

  const change = (field: TextFieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  // Leaving a field counts once something was typed in it: a message appearing under an empty field
  // left for a button or link below would move it away from under the pointer before the click lands.
  const blur = (field: TextFieldName) => () => {
    if (values[field] !== '') setTouched((current) => ({ ...current, [field]: true }));
  };

  const textField = (field: TextFieldName, label: string, extra: { autoComplete?: string; type?: string; optional?: boolean; autoFocus?: boolean } = {}) => (
    <TextField
      id={field}
      name={field}
      label={extra.optional ? `${label} ${t.register.optional}` : label}
      value={values[field]}
      onChange={change(field)}
      onBlur={blur(field)}
      error={!!shown(field)}
      helperText={shown(field)}
      autoComplete={extra.autoComplete}
      type={extra.type}
      autoFocus={extra.autoFocus}
      required={!extra.optional}
      disabled={busy}
      margin="dense"
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role || busy) return;
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const user = await register(payloadFor(role, values));
      if (user.userRole === 'student') markWelcomeDue(user.id);
      await preloadDashboard(user.userRole);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      if (failure instanceof AuthError) {
        setError(failure.message);
        setServerErrors(serverFieldTexts(failure.fieldProblems, failure.fieldErrors));
      } else {
        setError(t.errors.registrationFallback);
      }
      setBusy(false);
    }
  };

  const roleLabel = role ? t.roles[role].label : '';

  return (
    <AuthLayout wide>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.register.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {step === 0 ? t.register.subtitleStep1 : t.register.subtitleStep2(roleLabel.toLowerCase())}
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 3 }} aria-label={t.register.title}>
        <Step>
          <StepLabel>{t.register.stepChooseRole}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t.register.stepDetails}</StepLabel>
        </Step>
      </Stepper>

      {step === 0 && (
        <Box>
          <Grid container spacing={2} role="group" aria-label={t.register.chooseRoleLabel}>
            {USER_ROLES.map((option) => (
              <Grid key={option} size={{ xs: 12, sm: 6 }}>
                <RoleCard
                  title={t.roles[option].label}
                  blurb={t.roles[option].blurb}
                  icon={ROLE_LOOK[option].icon}
                  color={ROLE_LOOK[option].gradient}
                  selected={role === option}
                  onSelect={() => setRole(option)}
                  testId={`role-${option}`}
                />
              </Grid>
            ))}
          </Grid>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={!role}
            onClick={() => role && setStep(1)}
            sx={{ mt: 3, py: 1.4 }}
          >
            {t.register.continue}
          </Button>
        </Box>
      )}

      {step === 1 && role && (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.register.title}>
          <Button startIcon={<ArrowBack />} onClick={() => setStep(0)} disabled={busy} sx={{ mb: 1 }}>
            {t.register.back}
          </Button>

          {error && (
            <Alert ref={errorBanner} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }} data-testid="register-error">
              <AlertTitle>{t.register.errorTitle}</AlertTitle>
              {error}
            </Alert>
          )}

          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('username', t.register.username, { autoComplete: 'username', autoFocus: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('email', t.register.email, { autoComplete: 'email', type: 'email' })}</Grid>
            {role === 'sponsor' ? (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>{textField('companyName', t.register.companyName, { autoComplete: 'organization', optional: true })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{textField('contactPerson', t.register.contactPerson, { autoComplete: 'name', optional: true })}</Grid>
              </>
            ) : (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>{textField('firstName', t.register.firstName, { autoComplete: 'given-name', optional: true })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{textField('lastName', t.register.lastName, { autoComplete: 'family-name', optional: true })}</Grid>
              </>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                id="password"
                name="password"
                label={t.register.password}
                autoComplete="new-password"
                value={values.password}
                onChange={change('password')}
                onBlur={blur('password')}
                error={!!shown('password')}
                helperText={shown('password')}
                required
                disabled={busy}
                margin="dense"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                id="confirmPassword"
                name="confirmPassword"
                label={t.register.confirmPassword}
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={change('confirmPassword')}
                onBlur={blur('confirmPassword')}
                error={!!shown('confirmPassword')}
                helperText={shown('confirmPassword')}
                required
                disabled={busy}
                margin="dense"
              />
            </Grid>
            <Grid size={12}>
              <PasswordRulesChecklist id="password-rules" password={values.password} />
              <PasswordStrengthMeter password={values.password} />
            </Grid>
          </Grid>

          <FormControl error={!!shown('acceptTerms')} required>
            <FormControlLabel
              control={
                <Checkbox
                  name="acceptTerms"
                  checked={acceptTerms}
                  onChange={(e) => {
                    setAcceptTerms(e.target.checked);
                    setTouched((current) => ({ ...current, acceptTerms: true }));
                  }}
                  disabled={busy}
                  slotProps={{ input: { 'aria-describedby': shown('acceptTerms') ? 'acceptTerms-helper' : undefined } }}
                />
              }
              label={t.register.terms}
            />
            {shown('acceptTerms') && <FormHelperText id="acceptTerms-helper">{shown('acceptTerms')}</FormHelperText>}
          </FormControl>

          <SubmitButton busy={busy} label={t.register.submit} busyLabel={t.register.submitting} />
        </Box>
      )}

      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography variant="body2">
          {t.register.haveAccount}{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            {t.register.signIn}
          </Link>
        </Typography>
        <Link component={RouterLink} to="/" variant="body2" underline="hover">
          {t.login.backHome}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
