import { useEffect, useMemo, useState } from 'react';
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
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchOff from '@mui/icons-material/SearchOff';
import TableRows from '@mui/icons-material/TableRows';
import ViewModule from '@mui/icons-material/ViewModule';
import { ExportButton, FilterLiveSearch, ListBase, Pagination, useListContext, useStore } from 'react-admin';
import type { ClassStudentRecord, ClassSummaryRecord, ClassTotals } from '../../api/data-provider';
import { classesTexts } from '../../i18n/classes';
import { formatInteger } from '../../i18n/format';
import { EmptyState, ErrorState } from '../../components/states';
import { requestTeacherTab } from '../../teacher/teacher-tabs';
import { personName } from '../../components/person-look';
import { FigureCard } from '../../components/FigureCard';
import { AddStudentDialog } from './AddStudentDialog';
import { AnnounceDialog } from './AnnounceDialog';
import { useAuth } from '../../auth/auth-context';
import { ClassCard, type ClassCardHandlers } from './ClassCard';
import { adminErrorText, useAdminDataProvider as useClassesDataProvider, useListFailureToast } from '../admin-calls';
import { classesExporter, ClassesTable } from './ClassesTable';
import { EditClassDialog, NewClassForm } from './ClassForm';
import { ConfirmDialog } from '../ConfirmDialog';
import { useClassActions } from './use-class-actions';
import { ListTitle } from '../ListTitle';

const text = classesTexts.tab;

/** The classes a page shows at first; the pagination offers more (up to the admin API's page limit). */
const CLASSES_PAGE = 25;
const PAGE_SIZES = [10, 25, 50, 100];

type ClassesViewMode = 'table' | 'cards';

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
        <FigureCard label={text.totalClasses} value={formatInteger(figures ? figures.classes : total)} icon={<Class />} tone="primary" testId="classes-total" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FigureCard label={text.activeClasses} value={figures ? formatInteger(figures.activeClasses) : pending} icon={<CheckCircle />} tone="success" testId="classes-active" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FigureCard
          label={text.distinctStudents}
          value={figures ? formatInteger(figures.distinctStudents) : pending}
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

type Pending =
  | { kind: 'delete'; record: ClassSummaryRecord }
  | { kind: 'code'; record: ClassSummaryRecord }
  | { kind: 'remove'; record: ClassSummaryRecord; student: ClassStudentRecord }
  | null;

/** The search box, the status filter and the view toggle: kept in the address (react-admin's list params) and the store. */
function ClassesToolbar({ view, onView, phone }: { view: ClassesViewMode; onView: (view: ClassesViewMode) => void; phone: boolean }) {
  const { filterValues, setFilters, total } = useListContext<ClassSummaryRecord>();
  const status = filterValues.isActive === true ? 'active' : filterValues.isActive === false ? 'inactive' : '';
  const setStatus = (value: string) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === '') delete next.isActive;
    else next.isActive = value === 'active';
    setFilters(next, undefined, false);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }} role="search" aria-label={text.search}>
      <Box sx={{ flex: { sm: '1 1 260px' }, maxWidth: { sm: 360 }, '& .MuiFormControl-root': { width: '100%', m: 0 } }} data-testid="classes-search">
        <FilterLiveSearch source="q" label={text.search} placeholder={text.searchPlaceholder} variant="outlined" size="small" />
      </Box>
      <TextField
        select
        size="small"
        label={text.status}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        sx={{ minWidth: 160, flex: { sm: '0 0 200px' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'classes-status-filter' } }}
      >
        <MenuItem value="">{text.allStatuses}</MenuItem>
        <MenuItem value="active">{text.onlyActive}</MenuItem>
        <MenuItem value="inactive">{text.onlyInactive}</MenuItem>
      </TextField>
      <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' }, alignItems: 'center' }}>
        {!phone && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: ClassesViewMode | null) => next && onView(next)}
            aria-label={text.view}
            // MUI's grey for the unpressed button is a shade too light on the tinted bar (4.49:1).
            sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          >
            <ToggleButton value="table" aria-label={text.tableView} data-testid="classes-view-table">
              <TableRows fontSize="small" sx={{ mr: 0.5 }} aria-hidden /> {text.tableView}
            </ToggleButton>
            <ToggleButton value="cards" aria-label={text.cardsView} data-testid="classes-view-cards">
              <ViewModule fontSize="small" sx={{ mr: 0.5 }} aria-hidden /> {text.cardsView}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        <ExportButton exporter={classesExporter} maxResults={100} label={text.export} disabled={!total} data-testid="classes-export" />
      </Stack>
    </Stack>
  );
}

/** The Classes tab's screen, inside a react-admin list of the classes resource. */
function ClassesScreen() {
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<ClassSummaryRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [storedView, setView] = useStore<ClassesViewMode>('classes.view', 'table');
  // Phones list the classes as cards, one under another: every action in the card's menu, nothing sideways.
  const view: ClassesViewMode = phone ? 'cards' : storedView;
  const filtered = Object.keys(filterValues).length > 0;
  const actions = useClassActions();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ClassSummaryRecord | null>(null);
  const [adding, setAdding] = useState<ClassSummaryRecord | null>(null);
  const [announcing, setAnnouncing] = useState<ClassSummaryRecord | null>(null);
  const { user } = useAuth();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const classes = useMemo(() => data ?? [], [data]);

  useListFailureToast(error, classesTexts.failure.load);

  // A card's class may have changed (a new code, a student removed): dialogs follow the fresh record.
  const fresh = (record: ClassSummaryRecord | null) => (record ? (classes.find((item) => item.id === record.id) ?? record) : null);

  const handlers: ClassCardHandlers = {
    onOpenAnalytics: (record) => requestTeacherTab({ tab: 'analytics', classId: record.id }),
    onEdit: setEditing,
    onAddStudent: setAdding,
    onAnnounce: setAnnouncing,
    onToggle: (record) => void actions.toggle(record),
    onNewCode: (record) => setPending({ kind: 'code', record }),
    onExport: (record) => void actions.exportRoster(record),
    onDelete: (record) => setPending({ kind: 'delete', record }),
    onCopyCode: (record) => void actions.copyCode(record),
    onRemoveStudent: (record, student) => setPending({ kind: 'remove', record, student }),
    onWithdrawInvitation: (record, invitation) => void actions.withdrawInvitation(record, invitation),
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const done =
      pending.kind === 'delete'
        ? await actions.deleteClass(pending.record)
        : pending.kind === 'code'
          ? await actions.regenerateCode(pending.record)
          : await actions.removeStudent(pending.record, pending.student);
    setBusy(false);
    if (done) setPending(null);
  };

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="classes-title" data-testid="teacher-classes">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <ListTitle id="classes-title" icon={<School color="primary" aria-hidden />} title={text.title} intro={text.intro} />
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
        <Stack spacing={1.5}>
          <ClassesToolbar view={view} onView={setView} phone={phone} />
          {isPending ? (
            <GridSkeleton />
          ) : error && classes.length === 0 ? (
            <ErrorState message={adminErrorText(error, classesTexts.failure.load)} onRetry={() => void refetch()} />
          ) : classes.length === 0 ? (
            <Paper elevation={1}>
              {filtered ? (
                <>
                  <EmptyState icon={<SearchOff fontSize="inherit" />} title={text.emptyFiltered} text={text.emptyFilteredText} testId="classes-empty" />
                  <Box sx={{ textAlign: 'center', pb: 2 }}>
                    <Button onClick={() => setFilters({}, undefined, false)} data-testid="classes-clear-filters">
                      {text.clearFilters}
                    </Button>
                  </Box>
                </>
              ) : (
                <EmptyState icon={<School fontSize="inherit" />} title={text.empty} testId="classes-empty" />
              )}
            </Paper>
          ) : (
            <>
              {error && <ErrorState message={adminErrorText(error, classesTexts.failure.load)} onRetry={() => void refetch()} />}
              {view === 'table' ? (
                <Paper elevation={1}>
                  <ClassesTable handlers={handlers} />
                </Paper>
              ) : (
                <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.myClasses}>
                  {classes.map((record) => (
                    <Grid key={record.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                      <ClassCard record={record} handlers={handlers} />
                    </Grid>
                  ))}
                </Grid>
              )}
              <Pagination rowsPerPageOptions={PAGE_SIZES} />
            </>
          )}
        </Stack>
      </Box>

      <EditClassDialog record={editing} onClose={() => setEditing(null)} />
      <AddStudentDialog target={fresh(adding)} onClose={() => setAdding(null)} onAdd={actions.addStudent} />
      {user && <AnnounceDialog target={announcing} myId={user.id} onClose={() => setAnnouncing(null)} />}
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
        open={pending?.kind === 'code'}
        title={classesTexts.confirm.newCodeTitle}
        question={pending ? classesTexts.confirm.newCode(pending.record.name) : ''}
        confirmLabel={classesTexts.confirm.newCodeConfirm}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        testId="new-code-dialog"
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={classesTexts.confirm.removeTitle}
        question={pending?.kind === 'remove' ? classesTexts.confirm.remove(personName(pending.student), pending.record.name) : ''}
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
 * The Classes tab built with react-admin: a list of the `classes` resource (newest first) as a
 * sortable table or the spec's 'My Classes' card grid (remembered; cards on phones), searched and
 * filtered with its parameters in the address, paged and exported; a Create for 'New Class', an Edit
 * dialog, and the state changes through the data provider's own methods.
 */
export function ClassesView() {
  return (
    <ListBase<ClassSummaryRecord> resource="classes" perPage={CLASSES_PAGE} sort={{ field: 'createdAt', order: 'DESC' }} queryOptions={{ retry: 1 }}>
      <ClassesScreen />
    </ListBase>
  );
}
