import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import ShowChart from '@mui/icons-material/ShowChart';
import Savings from '@mui/icons-material/Savings';
import Toll from '@mui/icons-material/Toll';
import { errorText } from '../../api/game-api';
import { FigureCard } from '../../components/FigureCard';
import { teacherTexts } from '../../i18n/teacher';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { TipsPanel } from '../analytics/PerformanceTips';
import { EarningsChart } from './EarningsChart';
import { useEarningsReport, useTeacherAnalytics } from '../queries';

const text = teacherTexts.earnings;

/** How many of the best-earning content items are listed. */
export const EARNING_CONTENT_SHOWN = 10;

/** The Earnings tab: tokens this month, total tokens, the months as a chart, and tips. */
export function EarningsView() {
  const analytics = useTeacherAnalytics();
  const report = useEarningsReport();
  const earnings = analytics.data?.earnings;
  const months = report.data?.months ?? [];
  const earningContent = [...(report.data?.byContent ?? [])].filter((item) => item.tokensEarned > 0).sort((a, b) => b.tokensEarned - a.tokensEarned).slice(0, EARNING_CONTENT_SHOWN);

  return (
    <Stack spacing={3} component="section" aria-labelledby="teacher-earnings-title" data-testid="teacher-earnings">
      <Typography id="teacher-earnings-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Savings color="primary" aria-hidden /> {text.title}
      </Typography>

      {analytics.isPending ? (
        <Grid container spacing={2} role="status" aria-label={text.loading} aria-busy="true">
          {[0, 1].map((index) => (
            <Grid key={index} size={{ xs: 12, sm: 6 }}>
              <Skeleton variant="rounded" height={76} />
            </Grid>
          ))}
        </Grid>
      ) : earnings ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FigureCard label={text.thisMonth} value={teacherTexts.common.tokens(earnings.thisMonth)} icon={<CalendarMonth />} tone="primary" testId="earnings-this-month" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FigureCard label={text.total} value={teacherTexts.common.tokens(earnings.total)} icon={<Toll />} tone="warning" testId="earnings-total" />
          </Grid>
        </Grid>
      ) : (
        <ErrorState message={errorText(analytics.error, teacherTexts.apiErrors.analytics)} onRetry={() => void analytics.refetch()} />
      )}

      <Panel title={text.history} icon={<ShowChart />} testId="earnings-history">
        {report.isPending ? (
          <LoadingBlocks rows={1} height={220} />
        ) : report.data === undefined ? (
          <ErrorState message={errorText(report.error, teacherTexts.apiErrors.dashboard)} onRetry={() => void report.refetch()} />
        ) : months.length === 0 ? (
          <EmptyState icon={<Toll fontSize="inherit" />} title={text.historyEmpty} text={text.historyEmptyText} />
        ) : (
          <EarningsChart months={months} />
        )}
      </Panel>

      {report.data && (
        <Panel title={text.byContent} icon={<LibraryBooks />} testId="earnings-by-content">
          {earningContent.length === 0 ? (
            <Typography color="text.secondary">{text.byContentEmpty}</Typography>
          ) : (
            <List dense disablePadding>
              {earningContent.map((item) => (
                <ListItem key={item.contentId} disableGutters secondaryAction={<Typography sx={{ fontWeight: 800 }}>{teacherTexts.common.tokens(item.tokensEarned)}</Typography>}>
                  <ListItemText primary={item.title} secondary={text.price(item.tokenPrice)} sx={{ pr: 12 }} />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
      )}

      <TipsPanel title={text.tipsTitle} tips={text.tips} testId="earnings-tips" />
    </Stack>
  );
}
