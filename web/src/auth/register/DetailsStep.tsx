import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useFormState, useWatch } from 'react-hook-form';
import type { UserRole } from '../../api/types';
import { PasswordRulesChecklist } from '../../components/PasswordRulesChecklist';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { SubmitButton } from '../SubmitButton';
import { RegistrationTextInput } from './RegistrationTextInput';
import { TermsCheckbox } from './TermsCheckbox';
import { registerTexts } from '../../i18n/register';

const half = { xs: 12, sm: 6 } as const;

/** The password's rules, ticked as it is typed, and its strength. */
function PasswordGuide() {
  const password = useWatch({ name: 'password' }) as string | undefined;
  return (
    <>
      <PasswordRulesChecklist id="password-rules" password={password ?? ''} />
      <PasswordStrengthMeter password={password ?? ''} />
    </>
  );
}

/**
 * Step 2 of the wizard: the account's details for the chosen type, the server's refusal in a banner
 * (brought into view and read out), and Create Account.
 */
export function DetailsStep({ role, error, onBack }: { role: UserRole; error: string | null; onBack(): void }) {
  const { isSubmitting: busy } = useFormState();
  const errorBanner = useRef<HTMLDivElement>(null);

  // A refusal is brought into view (on a phone the banner is above the fold) and read out.
  useEffect(() => {
    if (error) errorBanner.current?.focus();
  }, [error]);

  return (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={onBack} disabled={busy} sx={{ mb: 1 }}>
        {registerTexts.back}
      </Button>

      {error && (
        <Alert ref={errorBanner} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }} data-testid="register-error">
          <AlertTitle>{registerTexts.errorTitle}</AlertTitle>
          {error}
        </Alert>
      )}

      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <RegistrationTextInput source="username" label={registerTexts.username} autoComplete="username" autoFocus disabled={busy} />
        </Grid>
        <Grid size={half}>
          <RegistrationTextInput source="email" label={registerTexts.email} autoComplete="email" type="email" disabled={busy} />
        </Grid>
        {role === 'sponsor' ? (
          <>
            <Grid size={half}>
              <RegistrationTextInput source="companyName" label={registerTexts.companyName} autoComplete="organization" optional disabled={busy} />
            </Grid>
            <Grid size={half}>
              <RegistrationTextInput source="contactPerson" label={registerTexts.contactPerson} autoComplete="name" optional disabled={busy} />
            </Grid>
          </>
        ) : (
          <>
            <Grid size={half}>
              <RegistrationTextInput source="firstName" label={registerTexts.firstName} autoComplete="given-name" optional disabled={busy} />
            </Grid>
            <Grid size={half}>
              <RegistrationTextInput source="lastName" label={registerTexts.lastName} autoComplete="family-name" optional disabled={busy} />
            </Grid>
          </>
        )}
        <Grid size={half}>
          <RegistrationTextInput source="password" label={registerTexts.password} autoComplete="new-password" password dependents={['confirmPassword']} disabled={busy} />
        </Grid>
        <Grid size={half}>
          <RegistrationTextInput source="confirmPassword" label={registerTexts.confirmPassword} autoComplete="new-password" password disabled={busy} />
        </Grid>
        <Grid size={12}>
          <PasswordGuide />
        </Grid>
      </Grid>

      <TermsCheckbox disabled={busy} />

      <SubmitButton busy={busy} label={registerTexts.submit} busyLabel={registerTexts.submitting} />
    </Box>
  );
}
