import Forum from '@mui/icons-material/Forum';
import { parentTexts } from '../i18n/parent';
import { ComingSoonPanel } from './ComingSoonPanel';

/** The Messages tab: 'coming soon' (spec §2). */
export function MessagesTab() {
  return <ComingSoonPanel icon={<Forum aria-hidden color="primary" sx={{ fontSize: 48 }} />} title={parentTexts.messages.title} text={parentTexts.messages.text} testId="parent-messages" />;
}
