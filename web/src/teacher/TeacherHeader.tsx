import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Apartment from '@mui/icons-material/Apartment';
import WorkHistory from '@mui/icons-material/WorkHistory';
import { errorText } from '../api/game-api';
import type { TeacherProfile } from '../api/teacher-api';
import type { SessionUser } from '../api/types';
import { HeaderFigure } from '../components/HeaderFigure';
import { teacherTexts } from '../i18n/teacher';
import { displayName } from '../layout/DashboardLayout';
import { subjectName } from '../components/charts/analytics-format';
import { TokenIcon } from '../components/game-look';
import { ErrorState, LoadingBlocks } from '../components/states';
import type { UseQueryResult } from '@tanstack/react-query';
import { PersonAvatar, personName } from '../components/person-look';
import { formatInteger } from '../i18n/format';
import { teacherProfileTexts } from '../i18n/teacher-profile';
import { requestTeacherTab } from './teacher-tabs';

const text = teacherTexts.header;
const profileTexts = teacherProfileTexts.header;

/** The teacher's card: avatar or initials, name, department, years, rating, counts, tokens, bio and subjects. */
export function TeacherHeader({ user, home }: { user: SessionUser; home: UseQueryResult<TeacherProfile> }) {
  const profile = home.data;
  const name = (profile && personName(profile)) || displayName(user);

  if (home.isPending) {
    return (
      <Paper elevation={4} sx={{ p: 3, mb: 3 }}>
        <LoadingBlocks rows={2} height={40} label={text.loading} />
      </Paper>
    );
  }

  return (
    <Paper elevation={4} sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }} component="section" aria-label={text.label} data-testid="teacher-header">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <PersonAvatar avatar={profile?.avatar} name={name} size={80} label={text.avatarOf(name)} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }} data-testid="display-name">
            {name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', mt: 0.5 }}>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="teacher-department">
              <Apartment fontSize="small" aria-hidden />
              <Box component="span" sx={visuallyHiddenLabel}>
                {text.department}:{' '}
              </Box>
              {profile?.department || text.noDepartment}
            </Typography>
            {profile && profile.yearsOfExperience !== null && profile.yearsOfExperience !== undefined && (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="teacher-years">
                <WorkHistory fontSize="small" aria-hidden />
                {text.years(profile.yearsOfExperience)}
              </Typography>
            )}
          </Stack>
          {profile &&
            (profile.bio ? (
              <Typography variant="body2" sx={{ mt: 1, maxWidth: 720 }} data-testid="teacher-bio">
                {profile.bio}
              </Typography>
            ) : (
              <Typography variant="body2" sx={{ mt: 1, maxWidth: 720, color: 'text.secondary' }} data-testid="teacher-bio" data-empty="true">
                {profileTexts.writeBio}{' '}
                <Link component="button" type="button" variant="body2" onClick={() => requestTeacherTab('settings')} data-testid="teacher-bio-settings" sx={{ verticalAlign: 'baseline' }}>
                  {profileTexts.openSettings}
                </Link>
              </Typography>
            ))}
          {profile && profile.subjects.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }} aria-label={text.subjects} role="list" data-testid="teacher-subjects">
              {profile.subjects.map((subject) => (
                <Chip key={subject} role="listitem" size="small" color="primary" variant="outlined" label={subjectName(subject)} />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
      {profile ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <HeaderFigure
            minWidth={96}
            label={text.rating}
            testId="teacher-rating"
            value={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="img" aria-label={text.ratingLabel(profile.rating)}>
                <span aria-hidden>{profile.rating.toFixed(1)}</span>
                <Rating value={profile.rating} precision={0.1} readOnly size="small" aria-hidden />
              </Stack>
            }
          />
          <HeaderFigure minWidth={96} label={text.students} value={formatInteger(profile.totalStudents)} testId="teacher-student-count" />
          <HeaderFigure minWidth={96} label={text.content} value={formatInteger(profile.contentCount)} testId="teacher-content-count" />
          <HeaderFigure
            minWidth={96}
            label={text.totalTokens}
            testId="teacher-total-tokens"
            value={
              <>
                <TokenIcon /> {formatInteger(profile.totalEarnings)}
              </>
            }
          />
        </Stack>
      ) : (
        <Box sx={{ mt: 2 }}>
          <ErrorState message={errorText(home.error, teacherTexts.apiErrors.home)} onRetry={() => void home.refetch()} />
        </Box>
      )}
    </Paper>
  );
}

const visuallyHiddenLabel = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
