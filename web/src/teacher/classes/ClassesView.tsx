import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Class from '@mui/icons-material/Class';
import Groups from '@mui/icons-material/Groups';
import School from '@mui/icons-material/School';
import { ListBase, useListContext } from 'react-admin';
import type { ClassStudentRecord, ClassSummaryRecord, ClassTotals } from '../../api/data-provider';
import { useToast } from '../../components/Toasts';
import { classesTexts } from '../../i18n/classes';
import { EmptyState, ErrorState } from '../../components/states';
import { requestTeacherTab } from '../teacher-tabs';
import { FigureCard } from '../../components/FigureCard';
import { AddStudentDialog } from './AddStudentDialog';
import { ClassCard, type ClassCardHandlers } from './ClassCard';
import { adminErrorText, ClassesAdmin, useClassesDataProvider } from './ClassesAdmin';
import { EditClassDialog, NewClassForm } from './ClassForm';
import { ConfirmDialog } from './ConfirmDialog';
import { useClassActions } from './use-class-actions';

const text = classesTexts.tab;

/** The classes one list call loads (the admin API's page limit): a teacher's classes fit. */
const CLASSES_PAGE = 100;

/**
 * The Classes tab's totals (spec §2 "Classes tab"): total classes, active classes and distinct
 * students. The list's records carry only each class's first students, so the active classes and the
 * distinct students come from the server's totals, read again whenever the list is.
 */
function Totals({ classes, total }: { classes: readonly ClassSummaryRecord[]; total: number }) {
  const dataProvider = useClassesDataProvider();
  const [figures, setFigures] = useState<ClassTotals | null>(null);
  useEffect(() => {
    let current = true;
    // A failed read keeps the figures shown (the list says when the server cannot be reached).
    dataProvider.classTotals().then(
      ({ data }) => current && setFigures(data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider, classes, total]);
  const pending = text.figurePending;
  return (
    <Grid container spacing={2} component="section" aria-label={text.totals} data-testid="class-totals">
      <Grid size={{ xs: 12, sm: 4 }}>
        <FigureCard label={text.totalClasses} value={total.toLocaleString('en')} icon={<Class />} tone="primary" testId="classes-total" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FigureCard label={text.activeClasses} value={figures ? figures.activeClasses.toLocaleString('en') : pending} icon={<CheckCircle />} tone="success" testId="classes-active" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FigureCard
          label={text.distinctStudents}
          value={figures ? figures.distinctStudents.toLocaleString('en') : pending}
          icon={<Groups />}
          tone="secondary"
          testId="classes-students"
          hint={text.distinctStudentsHint}
        />
      </Grid>
    </Grid>
  );
}

function GridSkeleton() {
  return (
    <Grid container spacing={2} role="status" aria-label={text.loading} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={300} />
        </Grid>
      ))}
    </Grid>
  );
}

type Pending = { kind: 'delete'; record: ClassSummaryRecord } | { kind: 'remove'; record: ClassSummaryRecord; student: ClassStudentRecord } | null;

/** The Classes tab's screen, inside a react-admin list of the classes resource. */
function ClassesScreen() {
  const { data, total, isPending, error, refetch } = useListContext<ClassSummaryRecord>();
  const toast = useToast();
  const actions = useClassActions();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ClassSummaryRecord | null>(null);
  const [adding, setAdding] = useState<ClassSummaryRecord | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const classes = useMemo(() => data ?? [], [data]);

  // A failed load says so in a toast too (spec §8 "toast and inline").
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (error && toasted.current !== error) {
      toasted.current = error;
      toast.error(adminErrorText(error, classesTexts.failure.load));
    }
  }, [error, toast]);

  // A card's class may have changed (a new code, a student removed): dialogs follow the fresh record.
  const fresh = (record: ClassSummaryRecord | null) => (record ? (classes.find((item) => item.id === record.id) ?? record) : null);

  const handlers: ClassCardHandlers = {
    onOpenAnalytics: (record) => requestTeacherTab({ tab: 'analytics', classId: record.id }),
    onEdit: setEditing,
    onAddStudent: setAdding,
    onToggle: (record) => void actions.toggle(record),
    onNewCode: (record) => void actions.regenerateCode(record),
    onExport: (record) => void actions.exportRoster(record),
    onDelete: (record) => setPending({ kind: 'delete', record }),
    onCopyCode: (record) => void actions.copyCode(record),
    onRemoveStudent: (record, student) => setPending({ kind: 'remove', record, student }),
    onWithdrawInvitation: (record, invitation) => void actions.withdrawInvitation(record, invitation),
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const done = pending.kind === 'delete' ? await actions.deleteClass(pending.record) : await actions.removeStudent(pending.record, pending.student);
    setBusy(false);
    if (done) setPending(null);
  };

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="classes-title" data-testid="teacher-classes">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box>
          <Typography id="classes-title" variant="h5" component="h2" sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
            <School color="primary" aria-hidden /> {text.title}
          </Typography>
          <Typography color="text.secondary">{text.intro}</Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setFormOpen(true)} disabled={formOpen} aria-expanded={formOpen} data-testid="new-class-button">
          {classesTexts.form.newClass}
        </Button>
      </Stack>

      <Collapse in={formOpen} unmountOnExit>
        <NewClassForm onClose={() => setFormOpen(false)} onCreated={() => setFormOpen(false)} />
      </Collapse>

      {!isPending && !error && <Totals classes={classes} total={total ?? classes.length} />}

      <Box component="section" aria-labelledby="my-classes-title">
        <Typography id="my-classes-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {text.myClasses}
        </Typography>
        {isPending ? (
          <GridSkeleton />
        ) : error && classes.length === 0 ? (
          <ErrorState message={adminErrorText(error, classesTexts.failure.load)} onRetry={() => void refetch()} />
        ) : classes.length === 0 ? (
          <Paper elevation={1}>
            <EmptyState icon={<School fontSize="inherit" />} title={text.empty} testId="classes-empty" />
          </Paper>
        ) : (
          <Stack spacing={1.5}>
            {error && <ErrorState message={adminErrorText(error, classesTexts.failure.load)} onRetry={() => void refetch()} />}
            {(total ?? 0) > classes.length && (
              <Typography variant="body2" color="text.secondary">
                {text.count(classes.length, total ?? classes.length)}
              </Typography>
            )}
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.myClasses}>
              {classes.map((record) => (
                <Grid key={record.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <ClassCard record={record} handlers={handlers} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        )}
      </Box>

      <EditClassDialog record={editing} onClose={() => setEditing(null)} />
      <AddStudentDialog target={fresh(adding)} onClose={() => setAdding(null)} onAdd={actions.addStudent} />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={classesTexts.confirm.deleteTitle}
        question={pending ? classesTexts.confirm.delete(pending.record.name) : ''}
        confirmLabel={classesTexts.confirm.deleteConfirm}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        testId="delete-class-dialog"
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={classesTexts.confirm.removeTitle}
        question={pending?.kind === 'remove' ? classesTexts.confirm.remove(`@${pending.student.username}`, pending.record.name) : ''}
        confirmLabel={classesTexts.confirm.removeConfirm}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        testId="remove-student-dialog"
      />
    </Stack>
  );
}

/**
 * The Classes tab built with react-admin: a list of the `classes` resource (newest first) rendered
 * as the spec's 'My Classes' card grid, a Create for 'New Class', an Edit dialog, and the state
 * changes through the data provider's own methods.
 */
export function ClassesView() {
  return (
    <ClassesAdmin>
      <ListBase<ClassSummaryRecord> resource="classes" perPage={CLASSES_PAGE} sort={{ field: 'createdAt', order: 'DESC' }} disableSyncWithLocation queryOptions={{ retry: 1 }}>
        <ClassesScreen />
      </ListBase>
    </ClassesAdmin>
  );
}
