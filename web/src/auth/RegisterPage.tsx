import { useCallback, useEffect, useRef, useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Form } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isUserRole } from '../../../domain/accounts/roles';
import { AuthError } from '../api/auth-api';
import type { UserRole } from '../api/types';
import { t } from '../i18n';
import { serverFieldTexts } from '../i18n/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { preloadDashboard } from '../page-loaders';
import { markWelcomeDue } from '../student/first-visit';
import { useAuth } from './auth-context';
import { DetailsStep } from './register/DetailsStep';
import { browserTimeZone, EMPTY_REGISTRATION, registrationPayload, registrationProblemTexts, type RegistrationValues } from './register/registration-form';
import { RoleStep } from './register/RoleStep';
import { registerTexts } from '../i18n/register';

/** Names the form it sits in: react-admin's Form passes no aria attributes to its <form>. */
function FormName({ name }: { name: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current?.closest('form')?.setAttribute('aria-label', name);
  }, [name]);
  return <span ref={marker} hidden />;
}

/**
 * /register: step 1 chooses the account type, step 2 is the form (straight away when the address
 * names a role, as /register?role=student does). The form is react-admin's over the domain's
 * registration rules; it lives through both steps, so going back keeps what was typed. On success
 * the new user is signed in and goes on to /dashboard; a refused form keeps everything typed.
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
  const [error, setError] = useState<string | null>(null);

  // The form's check reads the account type of the moment (the type's own optional fields).
  const roleNow = useRef(role);
  roleNow.current = role;
  const validate = useCallback((values: Partial<RegistrationValues>) => (roleNow.current ? registrationProblemTexts(values, roleNow.current) : {}), []);

  const save = async (values: Partial<RegistrationValues>): Promise<Record<string, string> | undefined> => {
    if (!role) return undefined;
    setError(null);
    try {
      const user = await register(registrationPayload(role, { ...EMPTY_REGISTRATION, ...values }, browserTimeZone()));
      if (user.userRole === 'student') markWelcomeDue(user.id);
      await preloadDashboard(user.userRole);
      navigate('/dashboard', { replace: true });
      return undefined;
    } catch (failure) {
      if (!(failure instanceof AuthError)) {
        setError(t.errors.registrationFallback);
        return undefined;
      }
      setError(failure.message);
      // Each field the server marks shows its words under it until it is changed.
      return serverFieldTexts(failure.fieldProblems, failure.fieldErrors);
    }
  };

  const roleLabel = role ? t.roles[role].label : '';

  return (
    <AuthLayout wide>
      <Typography variant="h4" component="h1" gutterBottom>
        {registerTexts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {step === 0 ? registerTexts.subtitleStep1 : registerTexts.subtitleStep2(roleLabel.toLowerCase())}
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 3 }} aria-label={registerTexts.title}>
        <Step>
          <StepLabel>{registerTexts.stepChooseRole}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{registerTexts.stepDetails}</StepLabel>
        </Step>
      </Stepper>

      <Form
        defaultValues={EMPTY_REGISTRATION}
        validate={validate}
        onSubmit={save}
        mode="onTouched"
        reValidateMode="onChange"
        shouldFocusError={false}
        disableInvalidFormNotification
        noValidate
      >
        <FormName name={registerTexts.title} />
        {step === 0 && <RoleStep role={role} onChoose={setRole} onContinue={() => role && setStep(1)} />}
        {step === 1 && role && <DetailsStep role={role} error={error} onBack={() => setStep(0)} />}
      </Form>

      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography variant="body2">
          {registerTexts.haveAccount}{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            {registerTexts.signIn}
          </Link>
        </Typography>
        <Link component={RouterLink} to="/" variant="body2" underline="hover">
          {t.login.backHome}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
