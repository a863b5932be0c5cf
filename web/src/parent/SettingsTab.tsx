import { parentTexts } from '../i18n/parent';
import Stack from '@mui/material/Stack';
import { PrivacyPanel } from '../privacy/PrivacyPanel';
import { SettingsPanel } from '../settings/SettingsPanel';

/** The Settings tab: the parent's saved preferences and Change Password, then privacy and their data. */
export function SettingsTab() {
  return (
    <Stack spacing={3}>
      <SettingsPanel title={parentTexts.settings.title} testId="parent-settings" />
      <PrivacyPanel />
    </Stack>
  );
}
