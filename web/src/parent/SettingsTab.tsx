import Settings from '@mui/icons-material/Settings';
import { parentTexts } from '../i18n/parent';
import { ComingSoonPanel } from './ComingSoonPanel';

/** The Settings tab: 'coming soon' (spec §2). */
export function SettingsTab() {
  return <ComingSoonPanel icon={<Settings aria-hidden color="primary" sx={{ fontSize: 48 }} />} title={parentTexts.settings.title} text={parentTexts.settings.text} testId="parent-settings" />;
}
