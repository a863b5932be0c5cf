import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Lightbulb from '@mui/icons-material/Lightbulb';
import TipsAndUpdates from '@mui/icons-material/TipsAndUpdates';
import type { TeacherAnalytics } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';
import { Panel } from '../../components/Panel';
import { performanceTips } from './performance-tips';

/** A panel of tips, each with a bulb (the analytics' and the earnings' tips). */
export function TipsPanel({ title, tips, testId }: { title: string; tips: readonly string[]; testId: string }) {
  return (
    <Panel title={title} icon={<TipsAndUpdates />} testId={testId}>
      <List dense disablePadding>
        {tips.map((tip) => (
          <ListItem key={tip} disableGutters>
            <ListItemIcon sx={{ minWidth: 34 }}>
              <Lightbulb fontSize="small" sx={{ color: '#f5b301' }} aria-hidden />
            </ListItemIcon>
            <ListItemText primary={tip} />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

/** What to improve, read from the figures. */
export function PerformanceTips({ analytics }: { analytics: TeacherAnalytics }) {
  return <TipsPanel title={teacherTexts.analytics.tips.title} tips={performanceTips(analytics)} testId="analytics-tips" />;
}
