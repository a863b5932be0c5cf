import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentDetail } from '../../api/content-api';
import { PersonAvatar } from '../../components/person-look';
import { teacherProfileTexts } from '../../i18n/teacher-profile';

/** Who made the content: their picture, name, department and the start of their bio. */
export function TeacherIntro({ detail, name }: { detail: ContentDetail; name: string }) {
  const teacher = detail.teacher;
  const words = teacherProfileTexts.contentPage;
  if (!teacher) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="section"
      aria-label={words.teacherOf(name)}
      sx={{ alignItems: 'flex-start', p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
      data-testid="content-teacher-card"
    >
      <PersonAvatar avatar={teacher.avatar} name={name} size={48} label={words.pictureOf(name)} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="content-teacher-name">
          {name}
        </Typography>
        {teacher.department && (
          <Typography variant="body2" color="text.secondary" data-testid="content-teacher-department">
            {teacher.department}
          </Typography>
        )}
        {teacher.bio && (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 720 }}
            data-testid="content-teacher-bio"
          >
            {teacher.bio}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** The top of the content page: who made it, what it is, how long it takes, and the student's progress. */
