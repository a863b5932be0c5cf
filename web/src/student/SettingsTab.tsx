import { useEffect, useState } from 'react';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorText } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts, t } from '../i18n';
import { AvatarPanel } from './AvatarPanel';
import { MyClassesPanel } from './classes/MyClassesPanel';
import { ParentsPanel } from './family/ParentsPanel';
import { AccountPrivacyLinks } from '../privacy/AccountPrivacyLinks';
import { SettingsPanel, SettingsSection } from '../settings/SettingsPanel';
import { useGamingProfile, useSaveStudentProfile } from './queries';

const text = gameTexts.settings;

/** The student's classes ('Join a class'), their parents (requests, links, link code), their avatar, then the saved preferences, the leaderboard opt-out, the account (Change Password) and the version. */
export function SettingsTab() {
  const toast = useToast();
  const gaming = useGamingProfile();
  const { mutateAsync: saveProfile } = useSaveStudentProfile();
  const [optOut, setOptOut] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (gaming.data) setOptOut(gaming.data.leaderboardOptOut);
  }, [gaming.data]);

  const changeOptOut = async (value: boolean) => {
    const before = optOut;
    setOptOut(value);
    setSaving(true);
    try {
      await saveProfile({ leaderboardOptOut: value });
      toast.success(value ? text.optOutSaved : text.optInSaved);
    } catch (error) {
      setOptOut(before);
      toast.error(errorText(error, gameTexts.apiErrors.updateProfile));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={3}>
      <MyClassesPanel />
      <ParentsPanel />
      <AvatarPanel />
      <SettingsPanel
        title={text.title}
        accountActions={<AccountPrivacyLinks />}
        moreSettings={
          <SettingsSection title={text.privacy}>
            <FormControlLabel
              control={
                <Switch
                  checked={optOut ?? false}
                  disabled={optOut === null || saving}
                  onChange={(event) => changeOptOut(event.target.checked)}
                  data-testid="leaderboard-opt-out"
                />
              }
              label={text.leaderboardOptOut}
            />
            <Typography variant="body2" color="text.secondary">
              {text.leaderboardOptOutHint}
            </Typography>
          </SettingsSection>
        }
        footer={
          <>
            <Divider />
            <SettingsSection title={text.about}>
              <Typography data-testid="app-version">
                {t.app.name} · {text.version(t.app.version)}
              </Typography>
            </SettingsSection>
          </>
        }
      />
    </Stack>
  );
}
