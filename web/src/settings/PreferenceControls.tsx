import { useCallback, useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_USER_SETTINGS, LANGUAGES, isLanguage } from '../../../domain/accounts/user-settings';
import { errorText } from '../api/game-api';
import type { UserSettingsChanges } from '../api/settings-api';
import { useToast } from '../components/Toasts';
import { gameTexts } from '../i18n';
import { settingsTexts } from '../i18n/settings';
import { useThemeMode } from '../theme-mode';
import { useUserSettings } from './settings-context';

const labels = gameTexts.settings;
const text = settingsTexts.preferences;

/** The shown settings and a save that tells the user when the server refused it. */
function usePreferences() {
  const { settings, status, save } = useUserSettings();
  const toast = useToast();
  const change = useCallback(
    (changes: UserSettingsChanges) => {
      save(changes).catch((error: unknown) => toast.error(errorText(error, settingsTexts.apiErrors.save)));
    },
    [save, toast],
  );
  return { shown: settings ?? DEFAULT_USER_SETTINGS, ready: status === 'ready', change };
}

/** Loading, or the settings could not be loaded (with a retry); nothing once they are there. */
export function PreferencesStatus() {
  const { status, reload } = useUserSettings();
  if (status === 'loading') {
    return (
      <Typography role="status" aria-busy="true" variant="body2" color="text.secondary">
        {text.loading}
      </Typography>
    );
  }
  if (status !== 'failed') return null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {text.retry}
        </Button>
      }
    >
      {settingsTexts.apiErrors.load}
    </Alert>
  );
}

/** Push notifications and sound effects, each saved as it is switched. */
export function NotificationSwitches() {
  const { shown, ready, change } = usePreferences();
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={shown.pushNotifications} disabled={!ready} onChange={(event) => change({ pushNotifications: event.target.checked })} />}
        label={labels.pushNotifications}
      />
      <FormControlLabel
        control={<Switch checked={shown.soundEffects} disabled={!ready} onChange={(event) => change({ soundEffects: event.target.checked })} />}
        label={labels.soundEffects}
      />
    </Stack>
  );
}

/** Light or dark: applied at once and saved. */
export function ThemeChoice() {
  const { shown, ready, change } = usePreferences();
  const { mode } = useThemeMode();
  const labelId = useId();
  return (
    <>
      <FormLabel id={labelId}>{labels.theme}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={ready ? shown.theme : mode} onChange={(event) => change({ theme: event.target.value === 'dark' ? 'dark' : 'light' })}>
        <FormControlLabel value="light" disabled={!ready} control={<Radio />} label={labels.light} />
        <FormControlLabel value="dark" disabled={!ready} control={<Radio />} label={labels.dark} />
      </RadioGroup>
    </>
  );
}

/** The app's language, among those it speaks. */
export function LanguageChoice() {
  const { shown, ready, change } = usePreferences();
  return (
    <TextField
      select
      label={text.language}
      value={shown.language}
      disabled={!ready}
      onChange={(event) => {
        if (isLanguage(event.target.value)) change({ language: event.target.value });
      }}
      size="small"
      margin="dense"
      sx={{ minWidth: 200, alignSelf: 'flex-start' }}
      slotProps={{ select: { native: true } }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {text.languages[language] ?? language}
        </option>
      ))}
    </TextField>
  );
}
