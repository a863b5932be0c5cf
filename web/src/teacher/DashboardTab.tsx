import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircle from '@mui/icons-material/AddCircle';
import Insights from '@mui/icons-material/Insights';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import People from '@mui/icons-material/People';
import { formatDuration } from '../../../domain/content/duration';
import { ActionButton } from '../components/ActionButton';
import { teacherTexts } from '../i18n/teacher';
import { brand } from '../theme';
import { ContentTypeIcon, typeName } from '../components/content/content-look';
import { Panel } from '../components/Panel';
import { EmptyState } from '../components/states';
import { requestTeacherTab } from './teacher-tabs';
import { useTeacherLibrary } from './queries';

const text = teacherTexts.dashboard;

/** How many of the newest content items the dashboard lists. */
export const RECENT_CONTENT_SHOWN = 5;

/** The teacher's home: the welcome banner, the three quick actions and the newest content. */
export function DashboardTab({ name }: { name: string }) {
  const library = useTeacherLibrary();
  // A failed load leaves the list out: the quick actions still work, the library tab shows the error.
  const recent = library.data ?? [];
  return (
    <Stack spacing={3}>
      <Paper
        elevation={3}
        sx={{ p: { xs: 2.5, sm: 3.5 }, background: brand.gradient, color: 'common.white' }}
        data-testid="teacher-welcome"
        component="section"
        aria-labelledby="teacher-welcome-title"
      >
        <Typography id="teacher-welcome-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {text.welcome(name)}
        </Typography>
        <Typography sx={{ mt: 0.5, opacity: 0.92 }}>{text.welcomeText}</Typography>
      </Paper>

      <Box component="section" aria-labelledby="teacher-quick-actions">
        <Typography id="teacher-quick-actions" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {text.quickActions}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ActionButton
              icon={<AddCircle fontSize="inherit" />}
              label={text.createContent}
              hint={text.createContentHint}
              colour="#5b3fd6"
              testId="action-create-content"
              onClick={() => requestTeacherTab({ tab: 'content', create: true })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ActionButton
              icon={<Insights fontSize="inherit" />}
              label={text.viewAnalytics}
              hint={text.viewAnalyticsHint}
              colour="#0f9d8a"
              testId="action-view-analytics"
              onClick={() => requestTeacherTab('analytics')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ActionButton
              icon={<People fontSize="inherit" />}
              label={text.manageStudents}
              hint={text.manageStudentsHint}
              colour="#e67e22"
              testId="action-manage-students"
              onClick={() => requestTeacherTab('students')}
            />
          </Grid>
        </Grid>
      </Box>

      {library.isSuccess && recent.length === 0 && (
        <Panel title={text.recentContent} icon={<LibraryBooks />} testId="teacher-recent-content">
          <EmptyState icon={<LibraryBooks fontSize="inherit" />} title={text.recentEmpty} text={text.recentEmptyText} />
        </Panel>
      )}
      {recent.length > 0 && (
        <Panel
          title={text.recentContent}
          icon={<LibraryBooks />}
          testId="teacher-recent-content"
          action={
            <Button size="small" onClick={() => requestTeacherTab('content')}>
              {text.openLibrary}
            </Button>
          }
        >
          <List dense disablePadding>
            {recent.slice(0, RECENT_CONTENT_SHOWN).map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <ContentTypeIcon type={item.type} />
                </ListItemIcon>
                <ListItemText primary={item.title} secondary={`${typeName(item.type)} · ${formatDuration(item.duration)}`} />
              </ListItem>
            ))}
          </List>
        </Panel>
      )}
    </Stack>
  );
}
