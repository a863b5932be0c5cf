import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorText } from '../../../api/game-api';
import type { SubjectProgress } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { EmptyState, ErrorState, LoadingBlocks } from '../../../components/states';
import { useSmallScreen } from '../../../components/content/content-look';
import { secondsAsStudyTime, subjectName } from '../../../components/charts/analytics-format';
import { SkillLevelChip } from './SkillLevelChip';
import { SubjectCourseRow } from './SubjectCourseRow';
import { Velocity } from './Velocity';
import { useLastChosen } from '../../../hooks/use-last-chosen';
import { useSubjectProgress } from '../../queries';

const text = learningTexts.analytics.subject;
const TITLE_ID = 'subject-progress-title';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: 'action.hover', height: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 800 }}>{children}</Box>
    </Box>
  );
}

function SubjectFigures({ progress }: { progress: SubjectProgress }) {
  return (
    <Grid container spacing={1.25} sx={{ mb: 2 }}>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Figure label={text.enrolled}>{progress.enrolled}</Figure>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Figure label={text.completed}>{progress.completed}</Figure>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Figure label={text.averageProgress}>{learningTexts.analytics.percent(progress.averageProgress)}</Figure>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Figure label={text.timeSpent}>{secondsAsStudyTime(progress.timeSpentSeconds)}</Figure>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Figure label={learningTexts.analytics.journeys.skillLevel}>
          <SkillLevelChip level={progress.skillLevel} />
        </Figure>
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <Figure label={text.velocity}>
          <Velocity value={progress.learningVelocity} />
        </Figure>
      </Grid>
    </Grid>
  );
}

/** What GET /analytics/student/progress/{subject} answers, loaded when the dialog opens. */
function SubjectProgressContent({ subject }: { subject: string }) {
  const progress = useSubjectProgress(subject);
  if (progress.isPending) return <LoadingBlocks rows={3} height={56} />;
  if (!progress.data) return <ErrorState message={errorText(progress.error, learningTexts.apiErrors.subjectProgress)} onRetry={() => void progress.refetch()} />;
  const data = progress.data;
  return (
    <>
      <SubjectFigures progress={data} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.coursesLabel}
      </Typography>
      {data.courses.length === 0 ? (
        <EmptyState title={text.noCourses} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.coursesLabel}>
          {data.courses.map((course) => (
            <SubjectCourseRow key={course.contentId} course={course} />
          ))}
        </Box>
      )}
    </>
  );
}

/** A subject's courses and progress; full screen on phones. */
export function SubjectProgressDialog({ subject: chosen, onClose }: { subject: string | null; onClose: () => void }) {
  const fullScreen = useSmallScreen();
  // The last subject stays shown while the dialog closes.
  const subject = useLastChosen(chosen);

  return (
    <Dialog open={chosen !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID} data-testid="subject-progress">
      <DialogTitle id={TITLE_ID} sx={{ fontWeight: 800 }}>
        {subject ? text.title(subjectName(subject)) : ''}
      </DialogTitle>
      <DialogContent dividers>{subject && <SubjectProgressContent subject={subject} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
