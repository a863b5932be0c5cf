import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoStories from '@mui/icons-material/AutoStories';
import BarChart from '@mui/icons-material/BarChart';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import History from '@mui/icons-material/History';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PlayCircle from '@mui/icons-material/PlayCircle';
import School from '@mui/icons-material/School';
import SportsScore from '@mui/icons-material/SportsScore';
import Star from '@mui/icons-material/Star';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { relativeTimeWords } from '../../../../domain/classes/relative-time';
import { resolveTimeZone } from '../../../../domain/shared/calendar';
import { errorText } from '../../api/game-api';
import type { ChildProgress, ChildSummary } from '../../api/parent-api';
import { useAuth } from '../../auth/auth-context';
import { FigureCard } from '../../components/FigureCard';
import { parentTexts } from '../../i18n/parent';
import { categoryName, typeName } from '../../components/content/content-look';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { useNow } from '../../hooks/use-now';
import { RateBar } from '../../components/RateBar';
import { useParent } from '../parent-context';
import { childName, figure } from '../parent-look';
import { BreakdownChart, BreakdownChartDrawing } from './BreakdownChart';
import { ContentTable } from './ContentTable';
import { useChildProgress } from '../queries';

const text = parentTexts.analysis;

function ChildSelector({ children, childId, onChange }: { children: readonly ChildSummary[]; childId: number; onChange(childId: number): void }) {
  return (
    <TextField
      select
      size="small"
      label={text.childSelect}
      value={String(childId)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 260 }, flexShrink: 0 }}
      slotProps={{ htmlInput: { 'data-testid': 'analysis-child-select' } }}
    >
      {children.map((child) => (
        <MenuItem key={child.id} value={String(child.id)}>
          {childName(child)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Figures({ progress }: { progress: ChildProgress }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <FigureCard label={text.level} value={figure(progress.level)} icon={<TrendingUp />} tone="primary" testId="analysis-level" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FigureCard label={text.xp} value={figure(progress.xp)} icon={<Star />} tone="warning" testId="analysis-xp" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FigureCard label={text.rank} value={progress.rank} icon={<MilitaryTech />} tone="secondary" testId="analysis-rank" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <FigureCard label={text.completedCourses} value={figure(progress.completedCourses)} icon={<School />} tone="success" testId="analysis-completed-courses" />
      </Grid>
    </Grid>
  );
}

function Teachers({ progress }: { progress: ChildProgress }) {
  const teachers = progress.analytics.teacherSummary ?? [];
  if (teachers.length === 0) return <Typography color="text.secondary">{text.noTeachers}</Typography>;
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="analysis-teachers">
      {teachers.slice(0, 5).map((teacher) => (
        <Box component="li" key={teacher.teacherId}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{teacher.teacherName}</Typography>
            <Typography color="text.secondary" variant="body2">
              {parentTexts.common.percent(teacher.completionRate)} · {text.teacherEnrollments(teacher.enrollments)}
            </Typography>
          </Stack>
          <RateBar value={teacher.completionRate} label={text.completionOf(teacher.teacherName, Math.round(teacher.completionRate))} tone="success" />
        </Box>
      ))}
    </Stack>
  );
}

function RecentActivity({ progress, now, timeZone }: { progress: ChildProgress; now: Date; timeZone: string }) {
  const recent = progress.analytics.recentActivity ?? [];
  if (recent.length === 0) return <Typography color="text.secondary">{text.noRecent}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="analysis-recent">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{text.itemTitle}</TableCell>
            <TableCell scope="col">{text.teacher}</TableCell>
            <TableCell scope="col">{text.lastAccessed}</TableCell>
            <TableCell scope="col" align="right">
              {text.progress}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recent.map((activity) => (
            <TableRow key={activity.enrollmentId}>
              <TableCell component="th" scope="row">
                {activity.title}
              </TableCell>
              <TableCell>{activity.teacherName}</TableCell>
              <TableCell>{relativeTimeWords(new Date(activity.lastAccessed), now, timeZone)}</TableCell>
              <TableCell align="right">{parentTexts.common.percent(activity.progress)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ChallengeSummary({ progress }: { progress: ChildProgress }) {
  const stats = progress.challengeStats;
  const cards = [
    { key: 'not-started', label: text.notStarted, value: figure(stats.totals.not_started), icon: <PlayCircle />, tone: 'info' as const },
    { key: 'in-progress', label: text.inProgress, value: figure(stats.totals.in_progress), icon: <AutoStories />, tone: 'warning' as const },
    { key: 'completed', label: text.completed, value: figure(stats.totals.completed), icon: <CheckCircle />, tone: 'success' as const },
    { key: 'average-score', label: text.averageScore, value: parentTexts.common.percent(stats.averageScore), icon: <SportsScore />, tone: 'primary' as const },
    { key: 'time-spent', label: text.timeSpent, value: parentTexts.common.minutes(stats.totalTimeSpent), icon: <Timer />, tone: 'secondary' as const },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 6, sm: 4, lg: 12 / 5 }}>
          <FigureCard label={card.label} value={card.value} icon={card.icon} tone={card.tone} testId={`challenge-${card.key}`} />
        </Grid>
      ))}
    </Grid>
  );
}

function ProgressView({ progress }: { progress: ChildProgress }) {
  const { user } = useAuth();
  const now = useNow();
  const timeZone = resolveTimeZone(user?.timeZone);
  return (
    <Stack spacing={3} data-testid="analysis-view">
      <Figures progress={progress} />
      <Panel title={text.breakdownTitle} icon={<BarChart />} testId="analysis-breakdown">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BreakdownChart caption={text.byCategory} column={text.category} counts={progress.analytics.categoryBreakdown} nameOf={categoryName} testId="breakdown-category" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BreakdownChart caption={text.byType} column={text.type} counts={progress.analytics.typeBreakdown} nameOf={typeName} tone="secondary" testId="breakdown-type" />
          </Grid>
        </Grid>
      </Panel>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={text.teachersTitle} icon={<EmojiEvents />} testId="analysis-top-teachers">
            <Teachers progress={progress} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel title={text.recentTitle} icon={<History />} testId="analysis-recent-activity">
            <RecentActivity progress={progress} now={now} timeZone={timeZone} />
          </Panel>
        </Grid>
      </Grid>
      <Panel title={text.challengesTitle} icon={<SportsScore />} testId="analysis-challenges">
        <ChallengeSummary progress={progress} />
      </Panel>
      <Panel title={text.currentTitle} icon={<AutoStories />} testId="analysis-current">
        {progress.currentContent.length === 0 ? (
          <Typography color="text.secondary">{text.noCurrent}</Typography>
        ) : (
          <ContentTable entries={progress.currentContent} completed={false} caption={text.currentTitle} now={now} timeZone={timeZone} testId="current-content" />
        )}
      </Panel>
      <Panel title={text.completedTitle} icon={<TaskAlt />} testId="analysis-completed">
        {progress.completedContent.length === 0 ? (
          <Typography color="text.secondary">{text.noCompleted}</Typography>
        ) : (
          <ContentTable entries={progress.completedContent} completed caption={text.completedTitle} now={now} timeZone={timeZone} testId="completed-content" />
        )}
      </Panel>
    </Stack>
  );
}

function ChildAnalysis({ childId }: { childId: number }) {
  const progress = useChildProgress(childId);
  if (progress.isPending) return <LoadingBlocks rows={4} height={96} label={text.loading} />;
  if (progress.data === undefined) {
    return <ErrorState message={errorText(progress.error, parentTexts.apiErrors.childProgress)} onRetry={() => void progress.refetch()} />;
  }
  return <ProgressView progress={progress.data} />;
}

/** The Analysis tab: one child's level, courses, teachers, activity, challenges and content (spec §2, §3 "Child progress"). */
export function AnalysisTab() {
  const { family, analysedChildId, setAnalysedChildId, openConnectChild } = useParent();
  // The charts' code downloads while the child's progress is fetched.
  useEffect(() => BreakdownChartDrawing.preload(), []);
  if (family.isPending) return <LoadingBlocks rows={3} height={96} label={parentTexts.overview.loadingChildren} />;
  if (family.data === undefined) return <ErrorState message={errorText(family.error, parentTexts.apiErrors.children)} onRetry={() => void family.refetch()} />;

  const children = family.data.children;
  if (children.length === 0) {
    return (
      <Paper elevation={2} sx={{ p: 3, textAlign: 'center' }} data-testid="analysis-empty">
        <EmptyState icon={<FamilyRestroom fontSize="inherit" />} title={text.noChildren} text={text.noChildrenText} />
        <Button variant="contained" startIcon={<PersonAdd />} onClick={openConnectChild} data-testid="analysis-connect-child">
          {text.connectChild}
        </Button>
      </Paper>
    );
  }

  const selected = children.find((child) => child.id === analysedChildId) ?? children[0];
  return (
    <Stack spacing={3} component="section" aria-labelledby="parent-analysis-title">
      <Paper elevation={2} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography id="parent-analysis-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {text.title}: {childName(selected)}
          </Typography>
          <ChildSelector children={children} childId={selected.id} onChange={setAnalysedChildId} />
        </Stack>
      </Paper>
      <ChildAnalysis key={selected.id} childId={selected.id} />
    </Stack>
  );
}
