import { useEffect, useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Quiz from '@mui/icons-material/Quiz';
import Route from '@mui/icons-material/Route';
import School from '@mui/icons-material/School';
import Timer from '@mui/icons-material/Timer';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import { ApiError } from '../../api/api-error';
import { FigureCard } from '../../components/FigureCard';
import { parentTexts } from '../../i18n/parent';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { useParent } from '../parent-context';
import { childName, figure } from '../parent-look';
import { JourneysChart, JourneysChartDrawing } from './JourneysChart';
import { useParentAnalytics } from '../queries';

const text = parentTexts.analytics;

/** The Analytics tab (family): today's study minutes, completed courses, videos and quizzes, and the learning journeys. */
export function AnalyticsTab() {
  const { family } = useParent();
  const [childFilter, setChildFilter] = useState('');
  const childId = childFilter ? Number(childFilter) : null;
  const analytics = useParentAnalytics(childId);
  // The chart's code downloads while the analytics are fetched.
  useEffect(() => JourneysChartDrawing.preload(), []);
  const children = family.data?.children ?? [];

  let body;
  if (analytics.isPending) {
    body = <LoadingBlocks rows={3} height={96} label={text.loading} />;
  } else if (analytics.data === undefined) {
    body = <ErrorState message={text.failed(analytics.error instanceof ApiError ? analytics.error.serverMessage : null)} onRetry={() => void analytics.refetch()} />;
  } else {
    const { activity, journeys } = analytics.data;
    body = (
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <FigureCard label={text.studyMinutes} value={figure(activity.dailyStudyMinutes)} icon={<Timer />} tone="primary" testId="analytics-study-minutes" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FigureCard label={text.completedCourses} value={figure(activity.completedCourses)} icon={<School />} tone="success" testId="analytics-completed-courses" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FigureCard label={text.videosWatched} value={figure(activity.videosWatched)} icon={<VideoLibrary />} tone="info" testId="analytics-videos" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FigureCard label={text.quizzesCompleted} value={figure(activity.quizzesCompleted)} icon={<Quiz />} tone="warning" testId="analytics-quizzes" />
          </Grid>
        </Grid>
        <Panel title={text.journeysTitle} icon={<Route />} testId="analytics-journeys">
          {journeys.length === 0 ? (
            <EmptyState icon={<Route fontSize="inherit" />} title={children.length === 0 ? text.noChildren : text.noJourneys} />
          ) : (
            <JourneysChart journeys={journeys} />
          )}
        </Panel>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} component="section" aria-labelledby="parent-analytics-title">
      <Paper elevation={2} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <div>
            <Typography id="parent-analytics-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {text.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {childId === null ? text.subtitle : text.childSubtitle(childName(children.find((child) => child.id === childId) ?? { id: childId }))}
            </Typography>
          </div>
          {children.length > 1 && (
            <TextField
              select
              size="small"
              label={text.show}
              value={childFilter}
              onChange={(event) => setChildFilter(event.target.value)}
              sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-child-select' } }}
            >
              <MenuItem value="">{text.wholeFamily}</MenuItem>
              {children.map((child) => (
                <MenuItem key={child.id} value={String(child.id)}>
                  {childName(child)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Paper>
      {body}
    </Stack>
  );
}
