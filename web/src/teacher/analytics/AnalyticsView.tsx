import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Analytics from '@mui/icons-material/Analytics';
import Leaderboard from '@mui/icons-material/Leaderboard';
import { errorText } from '../../api/game-api';
import { teacherTexts } from '../../i18n/teacher';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { ClassAnalyticsSlot } from './ClassAnalyticsSlot';
import { ContentPerformanceChart } from './ContentPerformanceChart';
import { ContentStatsPanel } from './ContentStatsPanel';
import { OverviewCards } from './OverviewCards';
import { PerformanceTips } from './PerformanceTips';
import { RatingsPanel } from './RatingsPanel';
import { useTeacherAnalytics, useTeacherLibrary } from '../queries';

const text = teacherTexts.analytics;

function OverviewSkeleton() {
  return (
    <Grid container spacing={2} role="status" aria-label={text.loading} aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <Grid key={index} size={{ xs: 6, md: 3 }}>
          <Skeleton variant="rounded" height={76} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The Analytics tab: overview cards, content performance, ratings, per-content chart, class analytics and tips. */
export function AnalyticsView({ preselectedClassId }: { preselectedClassId: number | null }) {
  const analytics = useTeacherAnalytics();
  const library = useTeacherLibrary();
  const data = analytics.data;

  return (
    <Stack spacing={3} component="section" aria-labelledby="teacher-analytics-title" data-testid="teacher-analytics">
      <Typography id="teacher-analytics-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Analytics color="primary" aria-hidden /> {text.title}
      </Typography>

      {analytics.isPending ? (
        <OverviewSkeleton />
      ) : data ? (
        <OverviewCards overview={data.overview} />
      ) : (
        <ErrorState message={errorText(analytics.error, teacherTexts.apiErrors.analytics)} onRetry={() => void analytics.refetch()} />
      )}

      {(analytics.isPending || data) && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            {data ? (
              <ContentStatsPanel stats={data.contentStats} />
            ) : (
              <Panel title={text.performance.title}>
                <LoadingBlocks rows={3} height={40} />
              </Panel>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {data ? (
              <RatingsPanel ratings={data.ratings} />
            ) : (
              <Panel title={text.ratings.title}>
                <LoadingBlocks rows={3} height={40} />
              </Panel>
            )}
          </Grid>
        </Grid>
      )}

      <Panel title={text.performance.perContent} icon={<Leaderboard />} testId="analytics-per-content">
        {library.isPending ? (
          <LoadingBlocks rows={1} height={220} />
        ) : library.data === undefined ? (
          <ErrorState message={errorText(library.error, teacherTexts.apiErrors.library)} onRetry={() => void library.refetch()} />
        ) : library.data.length === 0 ? (
          <EmptyState icon={<Leaderboard fontSize="inherit" />} title={text.performance.perContentEmpty} />
        ) : (
          <ContentPerformanceChart items={library.data} />
        )}
      </Panel>

      <ClassAnalyticsSlot preselectedClassId={preselectedClassId} />

      {data && <PerformanceTips analytics={data} />}
    </Stack>
  );
}
