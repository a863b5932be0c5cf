import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { USER_ROLES } from '../../../../domain/accounts/registration-validation';
import type { UserRole } from '../../api/types';
import { RoleCard } from '../../components/RoleCard';
import { ROLE_LOOK } from '../../components/role-look';
import { t } from '../../i18n';
import { registerTexts } from '../../i18n/register';

/** Step 1 of the wizard: the four account types as cards; Continue waits for a choice. */
export function RoleStep({ role, onChoose, onContinue }: { role: UserRole | null; onChoose(role: UserRole): void; onContinue(): void }) {
  return (
    <Box>
      <Grid container spacing={2} role="group" aria-label={registerTexts.chooseRoleLabel}>
        {USER_ROLES.map((option) => (
          <Grid key={option} size={{ xs: 12, sm: 6 }}>
            <RoleCard
              title={t.roles[option].label}
              blurb={t.roles[option].blurb}
              icon={ROLE_LOOK[option].icon}
              color={ROLE_LOOK[option].gradient}
              selected={role === option}
              onSelect={() => onChoose(option)}
              testId={`role-${option}`}
            />
          </Grid>
        ))}
      </Grid>
      <Button variant="contained" size="large" fullWidth disabled={!role} onClick={onContinue} sx={{ mt: 3, py: 1.4 }}>
        {registerTexts.continue}
      </Button>
    </Box>
  );
}
