import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import AccessTime from '@mui/icons-material/AccessTime';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import Today from '@mui/icons-material/Today';
import { formatStudyTime } from '../../../../../domain/dashboard/study-time';
import type { StudyActivity } from '../../../api/learning-api';
import { FigureCard, type Tone } from '../../../components/FigureCard';
import { learningTexts } from '../../../i18n/learning';

const text = learningTexts.analytics.summary;

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
            <FigureCard label={card.label} value={card.value} icon={card.icon} tone={card.tone} testId={`analytics-summary-${card.key}`} valueTestId={null} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
