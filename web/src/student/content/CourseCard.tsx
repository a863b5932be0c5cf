import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import CheckCircle from '@mui/icons-material/CheckCircle';
import History from '@mui/icons-material/History';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Quiz from '@mui/icons-material/Quiz';
import Replay from '@mui/icons-material/Replay';
import { Link as RouterLink } from 'react-router';
import { relativeTimeWords } from '../../../../domain/classes/relative-time';
import { formatStudyTime } from '../../../../domain/dashboard/study-time';
import type { MyCourse } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { categoryName, ContentTypeIcon, CourseProgressBar, teacherName, typeName } from '../../components/content/content-look';
import { Picture } from '../../components/Picture';
import { coursePath } from './my-courses-view';

const text = contentTexts.myCourses;

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid={testId}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** One enrolled course: its progress (bar coloured by band, label), time spent, last visit, quiz score. */
export function CourseCard({ course, now, timeZone }: { course: MyCourse; now: Date; timeZone: string }) {
  const item = course.contentItem;
  const done = course.progress.completedAt !== null || course.progress.percentage >= 100;
  const titleId = `course-card-title-${course.id}`;
  const lastAccessed = course.progress.lastAccessed ? relativeTimeWords(new Date(course.progress.lastAccessed), now, timeZone) : null;
  const teacher = teacherName(item);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="course-card"
      data-content-id={item.id}
      data-type={item.type}
      data-completed={done}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Picture src={item.thumbnail?.url} of={{ kind: 'content', type: item.type, category: item.category }} height={96} testId="course-picture" />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ pt: 0.25 }}>
            <ContentTypeIcon type={item.type} fontSize="medium" />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            {teacher && (
              <Typography variant="body2" color="text.secondary">
                {contentTexts.common.by(teacher)}
              </Typography>
            )}
          </Box>
          {done && <CheckCircle color="success" aria-hidden />}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" variant="outlined" label={typeName(item.type)} />
          <Chip size="small" variant="outlined" color="primary" label={categoryName(item.category)} />
          <Chip size="small" variant="outlined" label={contentTexts.accessTypes[course.accessType] ?? course.accessType} />
        </Stack>
        <CourseProgressBar percent={course.progress.percentage} title={item.title} />
        <Stack spacing={0.5} sx={{ mt: 'auto' }}>
          <Fact icon={<AccessTime />} testId="course-time-spent">
            {text.timeSpent(formatStudyTime(course.progress.timeSpent / 60))}
          </Fact>
          <Fact icon={<History />} testId="course-last-accessed">
            {lastAccessed ? text.lastAccessed(lastAccessed) : text.neverAccessed}
          </Fact>
          {course.quizScore && (
            <Fact icon={<Quiz />} testId="course-quiz-score">
              {text.quizScore(course.quizScore.score, course.quizScore.maxScore)}
            </Fact>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={coursePath(course)}
          variant={done ? 'outlined' : 'contained'}
          startIcon={done ? <Replay aria-hidden /> : <PlayArrow aria-hidden />}
          aria-label={done ? text.reviewOf(item.title) : text.continueOf(item.title)}
          data-testid="course-open"
          fullWidth
        >
          {done ? text.review : text.continue}
        </Button>
      </CardActions>
    </Card>
  );
}
