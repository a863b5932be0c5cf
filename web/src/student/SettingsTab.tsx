import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import { errorText, gameApi } from '../api/game-api';
import { useToast } from '../components/Toasts';
import { gameTexts, t } from '../i18n';
import { useThemeMode } from '../theme-mode';
import { AvatarPanel } from './AvatarPanel';
import { MyClassesPanel } from './classes/MyClassesPanel';
import { ParentsPanel } from './family/ParentsPanel';
import { useGame } from './game-context';
import { useResource } from './use-resource';

const text = gameTexts.settings;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The student's classes ('Join a class'), their parents (requests, links, link code), their avatar (saved), then preferences (not saved), the leaderboard opt-out (saved), account links and the version. */
export function SettingsTab() {
  const toast = useToast();
  const { version } = useGame();
  const [push, setPush] = useState(true);
  const [sound, setSound] = useState(true);
  const { mode: theme, setMode: setTheme } = useThemeMode();
  const gaming = useResource(() => gameApi.gaming(), [version]);
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
      await gameApi.updateProfile({ leaderboardOptOut: value });
      toast.success(value ? text.optOutSaved : text.optInSaved);
    } catch (error) {
      setOptOut(before);
      toast.error(errorText(error, gameTexts.apiErrors.updateProfile));
    } finally {
      setSaving(false);
    }
  };

  const links = [text.changePassword, text.privacySettings, text.helpCenter, text.privacyPolicy, text.termsOfService];

  return (
    <Stack spacing={3}>
      <MyClassesPanel />
      <ParentsPanel />
      <AvatarPanel />
      <Paper elevation={2} sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="settings-title">
        <Typography id="settings-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
          <SettingsIcon color="primary" aria-hidden /> {text.title}
        </Typography>
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }} data-testid="settings-not-saved">
          {text.notSaved}
        </Alert>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <Section title={text.notifications}>
                <Stack>
                  <FormControlLabel control={<Switch checked={push} onChange={(event) => setPush(event.target.checked)} />} label={text.pushNotifications} />
                  <FormControlLabel control={<Switch checked={sound} onChange={(event) => setSound(event.target.checked)} />} label={text.soundEffects} />
                </Stack>
              </Section>
              <Section title={text.appearance}>
                <FormLabel id="theme-label">{text.theme}</FormLabel>
                <RadioGroup row aria-labelledby="theme-label" value={theme} onChange={(event) => setTheme(event.target.value === 'dark' ? 'dark' : 'light')}>
                  <FormControlLabel value="light" control={<Radio />} label={text.light} />
                  <FormControlLabel value="dark" control={<Radio />} label={text.dark} />
                </RadioGroup>
              </Section>
              <Section title={text.privacy}>
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
              </Section>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <Section title={text.account}>
                <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                  {links.map((label) => (
                    <Button key={label} variant="outlined">
                      {label}
                    </Button>
                  ))}
                </Stack>
              </Section>
              <Divider />
              <Section title={text.about}>
                <Typography data-testid="app-version">
                  {t.app.name} · {text.version(t.app.version)}
                </Typography>
              </Section>
            </Stack>
          </Grid>
        </Grid>
      </Paper>
    </Stack>
  );
}
