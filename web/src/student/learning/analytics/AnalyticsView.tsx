import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Analytics from '@mui/icons-material/Analytics';
import type { StudentAnalyticsDashboard } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { Panel } from '../../../components/Panel';
import { LoadingBlocks } from '../../../components/states';
import { LearningJourneys } from './LearningJourneys';
import { LearningPatternPanel } from './LearningPatternPanel';
import { PeerComparisonPanel } from './PeerComparisonPanel';
import { StudyNudge } from './StudyNudge';
import { SummaryCards } from './SummaryCards';
import { WeeklyStudyChart } from './WeeklyStudyChart';
import { useAnalyticsDashboard } from '../../queries';

const text = learningTexts.analytics;

const hasStudied = (dashboard: StudentAnalyticsDashboard) =>
  dashboard.activity.totalStudyMinutes > 0 || dashboard.journeys.length > 0 || dashboard.weeklyStudy.some((day) => day.minutes > 0);

function SummarySkeleton() {
  return (
    <Grid container spacing={2} aria-hidden>
      {[0, 1, 2, 3, 4].map((index) => (
        <Grid key={index} size={{ xs: 6, sm: 4, md: 'grow' }}>
          <Skeleton variant="rounded" height={76} />
        </Grid>
      ))}
    </Grid>
  );
}

function WeeklySkeleton() {
  return (
    <Panel title={text.weekly.title}>
      <LoadingBlocks rows={1} height={220} />
    </Panel>
  );
}

/**
 * The analytics tab: summary cards, the week's study, learning journeys, learning pattern and peer
 * comparison. A failed dashboard load is tolerated silently: its panels are left out and the
 * others show.
 */
export function AnalyticsView() {
  const dashboard = useAnalyticsDashboard();
  const data = dashboard.data ?? null;
  const showWeekly = data !== null || dashboard.isPending;

  return (
    <Stack spacing={3} component="section" aria-labelledby="analytics-title">
      <Typography id="analytics-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Analytics color="primary" aria-hidden /> {text.title}
      </Typography>
      {dashboard.isPending && <SummarySkeleton />}
      {data && <SummaryCards activity={data.activity} />}
      {data && !hasStudied(data) && <StudyNudge />}
      <Grid container spacing={3}>
        {showWeekly && (
          <Grid size={{ xs: 12, md: 6 }}>
            {data ? <WeeklyStudyChart days={data.weeklyStudy} /> : <WeeklySkeleton />}
          </Grid>
        )}
        <Grid size={{ xs: 12, md: showWeekly ? 6 : 12 }}>
          <PeerComparisonPanel />
        </Grid>
      </Grid>
      {dashboard.isPending && (
        <Panel title={text.journeys.title}>
          <LoadingBlocks rows={2} height={96} />
        </Panel>
      )}
      {data && <LearningJourneys journeys={data.journeys} />}
      <LearningPatternPanel />
    </Stack>
  );
}
