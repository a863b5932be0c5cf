import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import People from '@mui/icons-material/People';
import SearchOff from '@mui/icons-material/SearchOff';
import { enrollmentStatusWord, studentActivityWord, type ActivityWord, type EnrollmentStatusWord } from '../../../../domain/classes/student-activity';
import { relativeTimeWords } from '../../../../domain/classes/relative-time';
import { formatStudyTime } from '../../../../domain/dashboard/study-time';
import { resolveTimeZone } from '../../../../domain/shared/calendar';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, ExportButton, FilterLiveSearch, ListBase, Pagination, useListContext, type Exporter } from 'react-admin';
import { adminErrorText } from '../admin-calls';
import type { EnrollmentRecord } from '../../api/data-provider';
import { teacherApi, type ActivityFilter, type EnrollmentSort, type EnrollmentStatusFilter, type TeacherEnrollment } from '../../api/teacher-api';
import { csvDocument } from '../../components/csv';
import { useAuth } from '../../auth/auth-context';
import { ChoiceField } from '../../components/ChoiceField';
import { teacherTexts } from '../../i18n/teacher';
import { EmptyState, ErrorState } from '../../components/states';
import { PersonAvatar, personName } from '../../components/person-look';
import { ListTitle } from '../ListTitle';
import { SortableDatagridHeader } from '../SortableDatagridHeader';

const text = teacherTexts.students;
const PAGE_SIZES = [10, 25, 50];

const STATUS_COLOURS: Record<EnrollmentStatusWord, 'success' | 'info' | 'default'> = { Complete: 'success', 'In Progress': 'info', 'Not Started': 'default' };

/** What a row shows, worked out once. */
interface Row {
  enrollment: TeacherEnrollment;
  name: string;
  username: string;
  progress: number;
  status: EnrollmentStatusWord;
  activity: ActivityWord;
  lastAccessed: string;
  timeSpent: string;
  payment: string;
}

function toRow(enrollment: TeacherEnrollment, now: Date, timeZone: string): Row {
  // The server's words (worked out at its clock); the domain's rules when a word is missing.
  const lastActive = enrollment.student.lastActive ?? null;
  const progress = Math.round(Math.min(100, Math.max(0, enrollment.progress)));
  const username = enrollment.student.user?.username ?? '';
  const paymentType = text.paymentTypes[enrollment.paymentType] ?? enrollment.paymentType;
  return {
    enrollment,
    name: personName({ ...enrollment.student, username }),
    username,
    progress,
    status: enrollment.status ?? enrollmentStatusWord({ completed: enrollment.completed, progress: enrollment.progress }),
    activity: enrollment.student.activity ?? studentActivityWord(lastActive ? new Date(lastActive) : null, now),
    lastAccessed: enrollment.lastAccessed ? relativeTimeWords(new Date(enrollment.lastAccessed), now, timeZone) : text.never,
    timeSpent: formatStudyTime(Math.max(0, enrollment.timeSpent) / 60),
    payment: enrollment.paymentType === 'tokens' && enrollment.tokensSpent > 0 ? `${paymentType} (${text.paid(enrollment.tokensSpent)})` : paymentType,
  };
}

function StatusChip({ status }: { status: EnrollmentStatusWord }) {
  return <Chip size="small" label={teacherTexts.statusWords[status]} color={STATUS_COLOURS[status]} variant={status === 'Not Started' ? 'outlined' : 'filled'} data-testid="enrollment-status" />;
}

function ActivityChip({ activity }: { activity: ActivityWord }) {
  return (
    <Chip
      size="small"
      label={teacherTexts.activityWords[activity]}
      color={activity === 'Active' ? 'success' : 'default'}
      variant="outlined"
      data-testid="student-activity"
      icon={<Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: activity === 'Active' ? 'success.main' : 'text.disabled', ml: '8px !important' }} />}
    />
  );
}

function ProgressCell({ row }: { row: Row }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={row.progress}
        aria-label={text.progressOf(row.name, row.enrollment.contentItem.title)}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        color={row.status === 'Complete' ? 'success' : 'primary'}
      />
      <Typography variant="body2" sx={{ minWidth: 38, textAlign: 'right' }}>
        {teacherTexts.common.percent(row.progress)}
      </Typography>
    </Stack>
  );
}

function StudentCell({ row }: { row: Row }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <PersonAvatar avatar={row.enrollment.student.avatar} name={row.name} size={32} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.name}
        </Typography>
        {row.username && row.username !== row.name && (
          <Typography variant="caption" color="text.secondary">
            @{row.username}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** A column of the table as the sortable header reads it: its label, and the server's order it sorts by (none: not sortable). */
function Column(_props: { label: string; source?: EnrollmentSort }) {
  return null;
}

/** The list's default order: newest enrollment first (the server's own). */
const DEFAULT_SORT = { field: 'enrolledAt' satisfies EnrollmentSort, order: 'DESC' as const };

function EnrollmentTable({ rows }: { rows: Row[] }) {
  const c = text.columns;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text.title}>
        <SortableDatagridHeader>
          <Column label={c.student} source="student" />
          <Column label={c.content} source="content" />
          <Column label={c.progress} source="progress" />
          <Column label={c.status} />
          <Column label={c.activity} />
          <Column label={c.timeSpent} source="timeSpent" />
          <Column label={c.lastAccessed} source="lastAccessed" />
          <Column label={c.payment} />
        </SortableDatagridHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.enrollment.id} hover data-testid="enrollment-row">
              <TableCell component="th" scope="row">
                <StudentCell row={row} />
              </TableCell>
              <TableCell>{row.enrollment.contentItem.title}</TableCell>
              <TableCell>
                <ProgressCell row={row} />
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell>
                <ActivityChip activity={row.activity} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.timeSpent}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.lastAccessed}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.payment}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Phones: one card per enrollment instead of a wide table. */
function EnrollmentCards({ rows }: { rows: Row[] }) {
  const c = text.columns;
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.title}>
      {rows.map((row) => (
        <Paper key={row.enrollment.id} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="enrollment-row">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <StudentCell row={row} />
            <ActivityChip activity={row.activity} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {row.enrollment.contentItem.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Box sx={{ flex: 1 }}>
              <ProgressCell row={row} />
            </Box>
            <StatusChip status={row.status} />
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {`${c.timeSpent}: ${row.timeSpent} · ${c.lastAccessed}: ${row.lastAccessed} · ${row.payment}`}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/** The enrollments as CSV: one enrollment a line, the student by name. */
const enrollmentsExporter: Exporter<EnrollmentRecord> = (records) => {
  const now = new Date();
  const timeZone = resolveTimeZone(undefined);
  downloadCSV(
    csvDocument(
      text.exportColumns,
      records.map((enrollment) => {
        const row = toRow(enrollment, now, timeZone);
        return [row.name, row.username, enrollment.contentItem.title, row.progress, teacherTexts.statusWords[row.status], teacherTexts.activityWords[row.activity], row.timeSpent, enrollment.lastAccessed ?? '', row.payment];
      }),
    ),
    text.exportFile,
  );
};

/** The teacher's content (the content filter's choices), in the app's query cache. */
const useLibrary = () => useQuery({ queryKey: ['teacher', 'content'], queryFn: () => teacherApi.content() });

type SortChoice = keyof typeof text.sorts;

/** Phones: the table's column sorts as one choice, kept in the address as the headers' are. */
function SortChoiceField() {
  const { sort, setSort } = useListContext<EnrollmentRecord>();
  const current = `${sort.field}-${sort.order === 'ASC' ? 'asc' : 'desc'}`;
  const value = (current in text.sorts ? current : `${DEFAULT_SORT.field}-desc`) as SortChoice;
  return (
    <ChoiceField<SortChoice>
      label={text.sortBy}
      value={value}
      options={(Object.keys(text.sorts) as SortChoice[]).map((choice) => [choice, text.sorts[choice]] as const)}
      onChange={(choice) => {
        const [field, order] = choice.split('-');
        setSort({ field: field!, order: order === 'asc' ? 'ASC' : 'DESC' });
      }}
      testId="students-sort"
      fullWidth
    />
  );
}

function StudentsScreen() {
  const { user } = useAuth();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { data, total = 0, isPending, isFetching, error, refetch, filterValues, setFilters } = useListContext<EnrollmentRecord>();
  const library = useLibrary();
  const status = (typeof filterValues.status === 'string' ? filterValues.status : '') as EnrollmentStatusFilter;
  const activity = (typeof filterValues.activity === 'string' ? filterValues.activity : '') as ActivityFilter;
  const contentId = typeof filterValues.contentId === 'number' ? String(filterValues.contentId) : '';

  const filterBy = (key: 'status' | 'activity' | 'contentId', value: string | number) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === '') delete next[key];
    else next[key] = value;
    setFilters(next, undefined, false);
  };

  const now = new Date();
  const timeZone = resolveTimeZone(user?.timeZone);
  const rows = (data ?? []).map((enrollment) => toRow(enrollment, now, timeZone));
  const filtered = Object.keys(filterValues).length > 0;

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="students-title" data-testid="teacher-students">
      <ListTitle id="students-title" icon={<People color="primary" aria-hidden />} title={text.title} intro={text.intro} />

      <Paper elevation={1} sx={{ p: 2 }} role="search" aria-label={text.search}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 4 }} sx={{ '& .MuiFormControl-root': { width: '100%', m: 0 } }} data-testid="students-search">
            <FilterLiveSearch source="q" label={text.search} placeholder={text.searchPlaceholder} variant="outlined" size="small" />
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <ChoiceField<EnrollmentStatusFilter>
              label={text.status}
              value={status}
              options={[
                ['', text.allStatuses],
                ['complete', teacherTexts.statusWords.Complete],
                ['in-progress', teacherTexts.statusWords['In Progress']],
                ['not-started', teacherTexts.statusWords['Not Started']],
              ]}
              onChange={(value) => filterBy('status', value)}
              testId="students-status"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <ChoiceField<ActivityFilter>
              label={text.activity}
              value={activity}
              options={[
                ['', text.allActivity],
                ['active', teacherTexts.activityWords.Active],
                ['inactive', teacherTexts.activityWords.Inactive],
              ]}
              onChange={(value) => filterBy('activity', value)}
              testId="students-activity"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <ChoiceField
              label={text.content}
              value={contentId}
              options={[['', text.allContent], ...(library.data ?? []).map((item) => [String(item.id), item.title] as const)]}
              onChange={(value) => filterBy('contentId', value === '' ? '' : Number(value))}
              testId="students-content"
              fullWidth
            />
          </Grid>
          {narrow && (
            <Grid size={{ xs: 12 }}>
              <SortChoiceField />
            </Grid>
          )}
        </Grid>
      </Paper>

      <Paper elevation={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
        {isPending ? (
          <Stack spacing={1} role="status" aria-label={text.loading} aria-busy="true">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} variant="rounded" height={44} />
            ))}
          </Stack>
        ) : error && rows.length === 0 ? (
          <ErrorState message={adminErrorText(error, teacherTexts.apiErrors.students)} onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          filtered ? (
            <>
              <EmptyState icon={<SearchOff fontSize="inherit" />} title={text.emptyFiltered} text={text.emptyFilteredText} testId="students-empty" />
              <Box sx={{ textAlign: 'center', pb: 2 }}>
                <Button onClick={() => setFilters({}, undefined, false)}>{text.clearFilters}</Button>
              </Box>
            </>
          ) : (
            <EmptyState icon={<People fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="students-empty" />
          )
        ) : (
          <>
            {error && (
              <Box sx={{ mb: 1.5 }}>
                <ErrorState message={adminErrorText(error, teacherTexts.apiErrors.students)} onRetry={() => void refetch()} />
              </Box>
            )}
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
              <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="students-count">
                {text.count(total)}
              </Typography>
              <ExportButton exporter={enrollmentsExporter} maxResults={100} label={text.export} />
            </Stack>
            <Box sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
              {narrow ? <EnrollmentCards rows={rows} /> : <EnrollmentTable rows={rows} />}
            </Box>
            <Pagination rowsPerPageOptions={narrow ? [] : PAGE_SIZES} />
          </>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * The Students tab: every enrollment in the teacher's content, newest first unless a column header
 * (or, on phones, the Sort by choice) sorts it, as a react-admin list of the `enrollments` resource:
 * searched, filtered and sorted on the server with the search, the filters, the sort and the page
 * kept in the address, paged and exported; cards on phones.
 */
export function EnrollmentList() {
  return (
    <ListBase<EnrollmentRecord> resource="enrollments" perPage={25} sort={DEFAULT_SORT} queryOptions={{ retry: 1 }}>
      <StudentsScreen />
    </ListBase>
  );
}
