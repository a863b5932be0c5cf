import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import AccessTime from '@mui/icons-material/AccessTime';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import Today from '@mui/icons-material/Today';
import { formatStudyTime } from '../../../../../domain/dashboard/study-time';
import type { StudyActivity } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';

const text = learningTexts.analytics.summary;

type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'info';

function SummaryCard({ label, value, icon, tone, testId }: { label: string; value: ReactNode; icon: ReactNode; tone: Tone; testId: string }) {
  return (
    <Paper elevation={2} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid={testId}>
      <Box
        aria-hidden
        sx={(theme: Theme) => ({
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.22 : 0.12),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.25 }}>{value}</Typography>
      </Box>
    </Paper>
  );
}

/** Today's study minutes, completed courses, videos, quizzes and the total study time. */
export function SummaryCards({ activity }: { activity: StudyActivity }) {
  const cards: Array<{ key: string; label: string; value: ReactNode; icon: ReactNode; tone: Tone }> = [
    { key: 'today', label: text.today, value: formatStudyTime(activity.dailyStudyMinutes), icon: <Today />, tone: 'primary' },
    { key: 'courses', label: text.completedCourses, value: activity.completedCourses, icon: <School />, tone: 'success' },
    { key: 'videos', label: text.videosWatched, value: activity.videosWatched, icon: <OndemandVideo />, tone: 'secondary' },
    { key: 'quizzes', label: text.quizzesCompleted, value: activity.quizzesCompleted, icon: <Quiz />, tone: 'warning' },
    { key: 'total', label: text.totalStudy, value: formatStudyTime(activity.totalStudyMinutes), icon: <AccessTime />, tone: 'info' },
  ];
  return (
    <Box component="section" aria-label={text.label} data-testid="analytics-summary">
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <SummaryCard label={card.label} value={card.value} icon={card.icon} tone={card.tone} testId={`analytics-summary-${card.key}`} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
