import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChart from '@mui/icons-material/BarChart';
import type { TeacherAnalytics } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';
import { Panel } from '../../components/Panel';
import type { Tone } from '../../components/FigureCard';
import { RateBar } from '../../components/RateBar';
import { formatInteger } from '../../i18n/format';

const text = teacherTexts.analytics.performance;
const percent = teacherTexts.common.percent;

/** A rate as shown: a whole percent between 0 and 100 (the bar and its number are capped alike). */
export const cappedRate = (rate: number) => Math.round(Math.min(100, Math.max(0, Number.isFinite(rate) ? rate : 0)));

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: '1.3rem' }}>{formatInteger(value)}</Typography>
    </Box>
  );
}

function Rate({ label, hint, value, tone, testId }: { label: string; hint: string; value: number; tone: Tone; testId: string }) {
  const shown = cappedRate(value);
  return (
    <Box data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 800 }} data-testid={`${testId}-value`}>
          {percent(shown)}
        </Typography>
      </Stack>
      <RateBar value={shown} label={label} tone={tone} />
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

/** Total views, enrollments and completions, and the enrollment and completion rates as bars capped at 100 %. */
export function ContentStatsPanel({ stats }: { stats: TeacherAnalytics['contentStats'] }) {
  return (
    <Panel title={text.title} icon={<BarChart />} testId="analytics-content-stats">
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={4}>
          <Total label={text.totalViews} value={stats.totalViews} testId="stats-views" />
        </Grid>
        <Grid size={4}>
          <Total label={text.totalEnrollments} value={stats.totalEnrollments} testId="stats-enrollments" />
        </Grid>
        <Grid size={4}>
          <Total label={text.totalCompletions} value={stats.totalCompletions} testId="stats-completions" />
        </Grid>
      </Grid>
      <Stack spacing={2}>
        <Rate label={text.enrollmentRate} hint={text.enrollmentRateHint} value={stats.enrollmentRate} tone="primary" testId="stats-enrollment-rate" />
        <Rate label={text.completionRate} hint={text.completionRateHint} value={stats.completionRate} tone="success" testId="stats-completion-rate" />
      </Stack>
    </Panel>
  );
}
