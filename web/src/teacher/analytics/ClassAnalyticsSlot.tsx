import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Analytics from '@mui/icons-material/Analytics';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Groups from '@mui/icons-material/Groups';
import MenuBook from '@mui/icons-material/MenuBook';
import People from '@mui/icons-material/People';
import PieChart from '@mui/icons-material/PieChart';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Whatshot from '@mui/icons-material/Whatshot';
import { relativeTimeWords } from '../../../../domain/classes/relative-time';
import { resolveTimeZone } from '../../../../domain/shared/calendar';
import type { ClassAnalytics, ClassAnalyticsStudent, TeacherClass } from '../../api/classes-api';
import { errorText } from '../../api/game-api';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../api/storage';
import { useAuth } from '../../auth/auth-context';
import { ChoiceField } from '../../components/ChoiceField';
import { useToast } from '../../components/Toasts';
import { classesTexts } from '../../i18n/classes';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { useNow } from '../../hooks/use-now';
import { requestTeacherTab } from '../teacher-tabs';
import { FigureCard } from '../../components/FigureCard';
import { PersonAvatar, personName } from '../../components/person-look';
import { SubjectStatisticsChart } from './SubjectStatisticsChart';
import { useClassAnalytics, useCreateClassAnalytics, useTeacherClasses } from '../queries';
import { formatDateTime, formatInteger } from '../../i18n/format';

const text = classesTexts.analytics;

/** The class remembered by the selector (spec §2: the choice is remembered). */
function storedClassId(): number | null {
  const value = Number(readStored(STORAGE_KEYS.teacherAnalyticsClass));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function rememberClass(classId: number | null): void {
  if (classId === null) removeStored(STORAGE_KEYS.teacherAnalyticsClass);
  else writeStored(STORAGE_KEYS.teacherAnalyticsClass, String(classId));
}

function SubCard({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1, '& svg': { color: 'primary.main' } }}>
        {icon}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const NoData = ({ testId }: { testId: string }) => (
  <Typography variant="body2" color="text.secondary" data-testid={testId}>
    {text.noData}
  </Typography>
);

function StudentLine({ student, secondary, testId }: { student: ClassAnalyticsStudent; secondary: ReactNode; testId: string }) {
  return (
    <ListItem disableGutters data-testid={testId} data-username={student.username}>
      <ListItemAvatar sx={{ minWidth: 44 }}>
        <PersonAvatar avatar={null} name={student.name || student.username} size={32} />
      </ListItemAvatar>
      <ListItemText primary={student.name || student.username} secondary={secondary} slotProps={{ secondary: { component: 'div' } }} />
    </ListItem>
  );
}

/** The snapshot's cards: Top Performers, Needs Attention and Subjects. */
function SnapshotCards({ analytics }: { analytics: ClassAnalytics }) {
  const subjects = analytics.subjectStatistics ?? {};
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SubCard title={text.topPerformers} icon={<EmojiEvents />} testId="class-top-performers">
          {analytics.topPerformers.length === 0 ? (
            <NoData testId="top-performers-empty" />
          ) : (
            <List dense disablePadding>
              {analytics.topPerformers.map((student) => (
                <StudentLine key={student.studentId} student={student} testId="top-performer" secondary={`@${student.username} · ${text.level(student.level)} · ${text.xp(student.xp)}`} />
              ))}
            </List>
          )}
        </SubCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SubCard title={text.needsAttention} icon={<ReportProblem />} testId="class-needs-attention">
          {analytics.strugglingStudents.length === 0 ? (
            <NoData testId="needs-attention-empty" />
          ) : (
            <List dense disablePadding>
              {analytics.strugglingStudents.map((student) => (
                <StudentLine
                  key={student.studentId}
                  student={student}
                  testId="needs-attention"
                  secondary={
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                      <span>{text.progress(student.averageProgress)}</span>
                      {student.reasons.map((reason) => (
                        <Chip key={reason} size="small" color="warning" variant="outlined" label={text.reasons[reason] ?? reason} />
                      ))}
                    </Stack>
                  }
                />
              ))}
            </List>
          )}
        </SubCard>
      </Grid>
      <Grid size={12}>
        <SubCard title={text.subjects} icon={<PieChart />} testId="class-subjects">
          {Object.keys(subjects).length === 0 ? <NoData testId="subjects-empty" /> : <SubjectStatisticsChart statistics={subjects} />}
        </SubCard>
      </Grid>
    </Grid>
  );
}

function ClassStudents({ chosen }: { chosen: TeacherClass }) {
  const now = useNow();
  const { user } = useAuth();
  const timeZone = resolveTimeZone(user?.timeZone);
  return (
    <SubCard title={text.studentsIn(chosen.name)} icon={<MenuBook />} testId="class-students-list">
      {chosen.students.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="class-students-empty">
          {text.noStudents}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 3 }}>
          {chosen.students.map((student) => (
            <ListItem key={student.id} disableGutters sx={{ breakInside: 'avoid' }} data-testid="class-student" data-username={student.username}>
              <ListItemAvatar sx={{ minWidth: 44 }}>
                <PersonAvatar avatar={null} name={personName(student)} size={32} />
              </ListItemAvatar>
              <ListItemText
                primary={personName(student)}
                secondary={`@${student.username} · ${text.level(student.level)} · ${text.xp(student.xp)} · ${text.lastActive}: ${
                  student.lastActiveAt ? relativeTimeWords(new Date(student.lastActiveAt), now, timeZone) : text.never
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SubCard>
  );
}

/** The chosen class: the tiles, then its snapshot (or 'Create analytics'), then its students. */
function ClassDetail({ chosen }: { chosen: TeacherClass }) {
  const toast = useToast();
  const analytics = useClassAnalytics(chosen.id);
  const { mutateAsync: createAnalytics } = useCreateClassAnalytics();
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      await createAnalytics(chosen.id);
      toast.success(text.created);
    } catch (error) {
      toast.error(errorText(error, text.failed));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="class-analytics-detail" data-class-id={chosen.id}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FigureCard label={text.students} value={formatInteger(chosen.studentCount)} icon={<People />} tone="primary" testId="class-tile-students" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FigureCard label={text.activeRecently} value={formatInteger(chosen.activeStudentCount)} icon={<Whatshot />} tone="success" testId="class-tile-active" hint={text.activeRecentlyHint} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FigureCard label={text.capacityUsage} value={`${Math.min(100, chosen.capacityUsage)}%`} icon={<Groups />} tone="secondary" testId="class-tile-usage" />
        </Grid>
      </Grid>

      {analytics.isPending ? (
        <LoadingBlocks rows={2} height={120} label={text.loading} />
      ) : analytics.data === undefined ? (
        <ErrorState message={text.failed} onRetry={() => void analytics.refetch()} />
      ) : analytics.data === null ? (
        <Alert
          severity="info"
          variant="outlined"
          data-testid="class-analytics-missing"
          action={
            <Button color="primary" variant="contained" size="small" onClick={create} disabled={creating} data-testid="create-class-analytics">
              {creating ? text.creating : text.create}
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 700 }}>{text.notFound(chosen.name)}</Typography>
          <Typography variant="body2">{text.notFoundText}</Typography>
        </Alert>
      ) : (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="class-analytics-computed">
              {text.computedAt(formatDateTime(analytics.data.computedAt))}
            </Typography>
            <Button size="small" onClick={create} disabled={creating} data-testid="refresh-class-analytics">
              {creating ? text.creating : text.refresh}
            </Button>
          </Stack>
          <SnapshotCards analytics={analytics.data} />
        </>
      )}

      <ClassStudents chosen={chosen} />
    </Stack>
  );
}

/**
 * The class analytics panel (spec §2 "Class analytics panel"): a class selector whose choice is
 * remembered (a class card's name preselects its class), Clear, the tiles, 'Create analytics' while
 * the class has none, Top Performers, Needs Attention, Subjects and 'Students in {class}'.
 */
export function ClassAnalyticsSlot({ preselectedClassId }: { preselectedClassId: number | null }) {
  const classes = useTeacherClasses();
  const [selected, setSelected] = useState<number | null>(() => preselectedClassId ?? storedClassId());

  useEffect(() => {
    if (preselectedClassId !== null) {
      setSelected(preselectedClassId);
      rememberClass(preselectedClassId);
    }
  }, [preselectedClassId]);

  const list = useMemo(() => classes.data ?? [], [classes.data]);
  const chosen = selected === null ? null : (list.find((item) => item.id === selected) ?? null);

  // A remembered class that is gone (deleted) is forgotten.
  useEffect(() => {
    if (classes.data && selected !== null && !classes.data.some((item) => item.id === selected)) {
      setSelected(null);
      rememberClass(null);
    }
  }, [classes.data, selected]);

  const choose = (value: string) => {
    const id = value === '' ? null : Number(value);
    setSelected(id);
    rememberClass(id);
  };

  const selector = list.length > 0 && (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ChoiceField<string>
        label={text.selector}
        value={selected === null ? '' : String(selected)}
        options={[['', text.choose], ...list.map((item) => [String(item.id), item.name] as const)]}
        onChange={choose}
        testId="class-analytics-select"
        sx={{ minWidth: 200 }}
      />
      <Button onClick={() => choose('')} disabled={selected === null} data-testid="class-analytics-clear">
        {text.clear}
      </Button>
    </Stack>
  );

  return (
    <Panel title={text.title} icon={<Groups />} action={selector || undefined} testId="class-analytics-panel">
      {classes.isPending ? (
        <LoadingBlocks rows={2} height={72} label={text.loading} />
      ) : classes.data === undefined ? (
        <ErrorState message={errorText(classes.error, text.failed)} onRetry={() => void classes.refetch()} />
      ) : list.length === 0 ? (
        <Box sx={{ textAlign: 'center' }}>
          <EmptyState icon={<Groups fontSize="inherit" />} title={text.noClasses} text={text.noClassesText} testId="class-analytics-no-classes" />
          <Button onClick={() => requestTeacherTab('classes')}>{text.openClasses}</Button>
        </Box>
      ) : chosen === null ? (
        <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="class-analytics-pick">
          <Analytics aria-hidden fontSize="small" /> {text.pick}
        </Typography>
      ) : (
        <ClassDetail key={chosen.id} chosen={chosen} />
      )}
    </Panel>
  );
}
