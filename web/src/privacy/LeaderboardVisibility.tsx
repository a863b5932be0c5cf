import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { errorText } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { privacyTexts } from '../i18n/privacy';
import { useGamingProfile, useSaveStudentProfile } from '../student/queries';

const text = privacyTexts.dialog;

/** The student's leaderboard opt-out (saved on the profile); the rest of the dashboard is told of a change. */
export function LeaderboardVisibility() {
  const toast = useToast();
  const gaming = useGamingProfile();
  const { mutateAsync: saveProfile } = useSaveStudentProfile();
  const [hidden, setHidden] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (gaming.data) setHidden(gaming.data.leaderboardOptOut);
  }, [gaming.data]);

  const change = async (value: boolean) => {
    const before = hidden;
    setHidden(value);
    setSaving(true);
    try {
      await saveProfile({ leaderboardOptOut: value });
      toast.success(value ? text.hidden : text.shown);
    } catch (error) {
      setHidden(before);
      toast.error(errorText(error, privacyTexts.apiErrors.optOut));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormControlLabel
      sx={{ minHeight: 44 }}
      control={<Switch checked={hidden ?? false} disabled={hidden === null || saving} onChange={(event) => change(event.target.checked)} data-testid="privacy-leaderboard-opt-out" />}
      label={text.leaderboardOptOut}
    />
  );
}
