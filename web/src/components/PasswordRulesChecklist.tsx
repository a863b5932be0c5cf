import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { visuallyHidden } from '@mui/utils';
import { passwordRuleChecks } from '../../../domain/accounts/password-rules';
import { onboardingTexts } from '../i18n/onboarding';

const text = onboardingTexts.passwordRules;

/** The rules a new password must meet (the domain's), each ticked as soon as the typed password meets it. */
export function PasswordRulesChecklist({ id, password }: { id: string; password: string }) {
  return (
    <Box id={id} data-testid="password-rules" sx={{ mt: 0.5, mb: 1 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {text.title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {passwordRuleChecks(password).map(({ rule, met }) => (
          <Box
            component="li"
            key={rule}
            data-rule={rule}
            data-met={met}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
          >
            {met ? <CheckCircle aria-hidden fontSize="small" /> : <RadioButtonUnchecked aria-hidden fontSize="small" />}
            <Typography variant="body2" component="span" sx={{ color: met ? 'text.primary' : 'text.secondary' }}>
              {text.rules[rule]}
              <Box component="span" sx={visuallyHidden}>
                {`: ${met ? text.met : text.notMet}`}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

