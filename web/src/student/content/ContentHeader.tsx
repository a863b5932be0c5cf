import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import Person from '@mui/icons-material/Person';
import { formatDuration } from '../../../../domain/content/duration';
import type { ContentDetail, CourseProgress } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { ContentChips, CourseProgressBar, RatingStars, teacherName } from '../../components/content/content-look';
import { Picture } from '../../components/Picture';
import { TeacherIntro } from './TeacherIntro';

const text = contentTexts.page;

export function ContentHeader({ detail, progress }: { detail: ContentDetail; progress: CourseProgress | null }) {
  const teacher = teacherName(detail);
  return (
    <Paper elevation={3} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="content-header" data-content-id={detail.id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2.5 }} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Picture
        src={detail.thumbnail?.url}
        of={{ kind: 'content', type: detail.type, category: detail.category }}
        width={{ xs: '100%', sm: 220 }}
        height={124}
        sx={{ borderRadius: 2 }}
        testId="content-picture"
      />
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <ContentChips card={detail} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, alignItems: 'center' }}>
          {teacher && (
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} data-testid="content-teacher">
              <Person fontSize="small" color="primary" aria-hidden />
              <span>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {text.teacher}:
                </Box>{' '}
                {teacher}
              </span>
            </Typography>
          )}
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} data-testid="content-duration">
            <AccessTime fontSize="small" color="primary" aria-hidden />
            <span>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {text.duration}:
              </Box>{' '}
              {formatDuration(detail.duration)}
            </span>
          </Typography>
          <RatingStars rating={detail.rating} count={detail.ratingCount} />
        </Stack>
        {progress && (
          <Box sx={{ maxWidth: 560 }} data-testid="content-progress">
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6 }}>
              {text.progress}
            </Typography>
            <CourseProgressBar percent={progress.percentage} title={detail.title} />
          </Box>
        )}
        {teacher && <TeacherIntro detail={detail} name={teacher} />}
      </Stack>
      </Stack>
    </Paper>
  );
}
