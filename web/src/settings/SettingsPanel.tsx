import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import { gameTexts } from '../i18n';
import { settingsTexts } from '../i18n/settings';
import { ChangePasswordButton } from './ChangePasswordButton';
import { LanguageChoice, NotificationSwitches, PreferencesStatus, ThemeChoice } from './PreferenceControls';

const labels = gameTexts.settings;

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface SettingsPanelProps {
  title: string;
  testId?: string;
  /** Buttons added to the Account section. */
  accountActions?: ReactNode;
  /** Sections of a role's own, below the preferences. */
  moreSettings?: ReactNode;
  /** What follows the Account section. */
  footer?: ReactNode;
}

/** The saved settings every role has: notifications, sound, theme and language, and the account's Change Password. */
export function SettingsPanel({ title, testId, accountActions, moreSettings, footer }: SettingsPanelProps) {
  const titleId = useId();
  return (
    <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={titleId} data-testid={testId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <SettingsIcon color="primary" aria-hidden /> {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {settingsTexts.preferences.intro}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <PreferencesStatus />
      </Box>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <SettingsSection title={labels.notifications}>
              <NotificationSwitches />
            </SettingsSection>
            <SettingsSection title={labels.appearance}>
              <Stack spacing={1}>
                <Box>
                  <ThemeChoice />
                </Box>
                <LanguageChoice />
              </Stack>
            </SettingsSection>
            {moreSettings}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <SettingsSection title={labels.account}>
              <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                <ChangePasswordButton />
                {accountActions}
              </Stack>
            </SettingsSection>
            {footer}
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
