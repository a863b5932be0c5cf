import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength, type PasswordStrength } from '../../../domain/accounts/password-strength';
import { t } from '../i18n';
import { registerTexts } from '../i18n/register';

const LOOK: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'info' | 'success' }> = {
  Weak: { value: 25, color: 'error' },
  Fair: { value: 50, color: 'warning' },
  Good: { value: 75, color: 'info' },
  Strong: { value: 100, color: 'success' },
};

/** The registration password strength indicator (the domain's rule). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const look = LOOK[strength];
  const label = t.passwordStrength[strength];
  return (
    <Box sx={{ mt: 0.5, mb: 1 }} data-testid="password-strength" data-strength={strength}>
      <LinearProgress
        variant="determinate"
        value={password ? look.value : 0}
        color={look.color}
        aria-label={registerTexts.passwordStrength}
        aria-valuetext={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {registerTexts.passwordStrength}:{' '}
        <Box component="strong" sx={{ color: `${look.color}.main` }}>
          {label}
        </Box>
      </Typography>
    </Box>
  );
}
