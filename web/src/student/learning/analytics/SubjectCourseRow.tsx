import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { progressLabel } from '../../../../../domain/content/progress-label';
import type { SubjectCourse } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { contentTypeName, readableDate, secondsAsStudyTime } from '../../../components/charts/analytics-format';

const text = learningTexts.analytics.subject;

/** A course of the subject: its page, type, progress, time spent and when it was last studied. */
export function SubjectCourseRow({ course }: { course: SubjectCourse }) {
  const percent = Math.round(Math.min(100, Math.max(0, course.percentage)));
  const completed = readableDate(course.completedAt);
  const last = readableDate(course.lastAccessed);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }} data-testid="subject-course" data-content-id={course.contentId}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Link component={RouterLink} to={`/student/content/${course.contentId}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {course.title}
        </Link>
        <Chip size="small" variant="outlined" label={contentTypeName(course.type)} />
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'success' : 'primary'}
          aria-label={text.progressOf(course.title, percent)}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right' }}>
          {learningTexts.analytics.percent(percent)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {(completed
          ? [secondsAsStudyTime(course.timeSpent), text.completedOn(completed)]
          : [progressLabel(percent), secondsAsStudyTime(course.timeSpent), last ? text.lastAccessed(last) : text.neverAccessed]
        ).join(' · ')}
      </Typography>
    </Box>
  );
}
