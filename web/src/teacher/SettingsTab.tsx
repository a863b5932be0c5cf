import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Settings from '@mui/icons-material/Settings';
import { teacherTexts } from '../i18n/teacher';

const text = teacherTexts.settings;

/** The Settings tab: a placeholder (spec §2: profile settings are 'available soon'). */
export function SettingsTab() {
  return (
    <Paper elevation={2} sx={{ p: 4, textAlign: 'center' }} component="section" aria-labelledby="teacher-settings-title" data-testid="teacher-settings">
      <Settings aria-hidden color="primary" sx={{ fontSize: 48 }} />
      <Typography id="teacher-settings-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text.placeholder}
      </Typography>
    </Paper>
  );
}
