import Stack from '@mui/material/Stack';
import { PrivacyPanel } from '../privacy/PrivacyPanel';
import { SettingsPanel } from '../settings/SettingsPanel';
import { teacherTexts } from '../i18n/teacher';
import { ProfilePanel } from './settings/ProfilePanel';

/** The Settings tab: the teacher's profile, their saved preferences and Change Password, then privacy and their data. */
export function SettingsTab() {
  return (
    <Stack spacing={3}>
      <ProfilePanel />
      <SettingsPanel title={teacherTexts.settings.title} testId="teacher-settings" />
      <PrivacyPanel />
    </Stack>
  );
}
