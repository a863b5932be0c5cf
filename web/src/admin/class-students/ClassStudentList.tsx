import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonRemove from '@mui/icons-material/PersonRemove';
import { useState } from 'react';
import { useInfiniteGetList, useStore } from 'react-admin';
import { classStudentsResource, type ClassStudentRecord, type ClassSummaryRecord } from '../../api/data-provider';
import { ChoiceField } from '../../components/ChoiceField';
import { ResetCodeButton } from '../../components/ResetCodeButton';
import { SearchField } from '../../components/SearchField';
import { useDebounced } from '../../hooks/use-debounced';
import { ErrorState } from '../../components/states';
import { classesTexts } from '../../i18n/classes';
import { personName } from '../../components/person-look';
import { adminErrorText } from '../admin-calls';

const text = classesTexts.card;

/** The students one roster call loads (the admin API's page limit); more come a page at a time. */
const ROSTER_PAGE = 100;

/** The roster's orders, each with its direction; the server sorts (and has an index for each). */
const ROSTER_SORTS = { joinedAt: 'ASC', lastName: 'ASC', firstName: 'ASC', xp: 'DESC', level: 'DESC', lastActiveAt: 'DESC' } as const;
type RosterSort = keyof typeof ROSTER_SORTS;
const isRosterSort = (value: unknown): value is RosterSort => typeof value === 'string' && value in ROSTER_SORTS;

/**
 * 'View all': the whole roster of the class, read from its students resource (`classes/{id}/students`),
 * searched by name and sorted on the server (the order is remembered), with a remove button per
 * student. A refresh (after a remove or an add) reads it again.
 */
export function ClassStudentList({ record, onRemove }: { record: ClassSummaryRecord; onRemove(student: ClassStudentRecord): void }) {
  const [stored, setSort] = useStore<RosterSort>('classes.roster.sort', 'joinedAt');
  const sort = isRosterSort(stored) ? stored : 'joinedAt';
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} role="search" aria-label={text.searchStudentsOf(record.name)}>
        <SearchField label={text.searchStudents} placeholder={text.searchStudentsPlaceholder} value={search} onChange={setSearch} testId="class-roster-search" />
        <ChoiceField<RosterSort>
          label={text.rosterOrder}
          value={sort}
          options={(Object.keys(ROSTER_SORTS) as RosterSort[]).map((value) => [value, text.rosterSorts[value]] as const)}
          onChange={setSort}
          testId="class-roster-sort"
          sx={{ minWidth: 150 }}
        />
      </Stack>
      <Roster record={record} sort={sort} q={q} onRemove={onRemove} />
    </>
  );
}

function Roster({ record, sort, q, onRemove }: { record: ClassSummaryRecord; sort: RosterSort; q: string; onRemove(student: ClassStudentRecord): void }) {
  const roster = useInfiniteGetList<ClassStudentRecord>(classStudentsResource(record.id), {
    pagination: { page: 1, perPage: ROSTER_PAGE },
    sort: { field: sort, order: ROSTER_SORTS[sort] },
    filter: q ? { q } : {},
  });
  const students = roster.data?.pages.flatMap((page) => page.data) ?? [];

  if (roster.isPending) {
    return (
      <Stack spacing={0.75} sx={{ mt: 1 }} role="status" aria-busy="true" aria-label={text.loadingStudents(record.name)} data-testid="class-student-list-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (roster.error && students.length === 0) {
    return (
      <Box sx={{ mt: 1 }} data-testid="class-student-list-error">
        <ErrorState message={adminErrorText(roster.error, text.studentsFailed)} onRetry={() => void roster.refetch()} />
      </Box>
    );
  }
  if (students.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="class-student-list-empty">
        {q ? text.noStudentsMatch : text.noStudents}
      </Typography>
    );
  }
  const total = roster.total ?? students.length;
  return (
    <>
      {roster.error && <ErrorState message={adminErrorText(roster.error, text.studentsFailed)} onRetry={() => void roster.refetch()} />}
      <List dense aria-label={text.studentList(record.name)} aria-busy={roster.isFetching || undefined} data-testid="class-student-list" sx={{ maxHeight: 280, overflowY: 'auto' }}>
        {students.map((student) => (
          <ListItem
            key={student.id}
            data-testid="class-student-row"
            data-username={student.username}
            sx={{ pr: 10 }}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <ResetCodeButton compact target={{ kind: 'teacher', classId: record.id, studentId: student.id }} name={personName(student)} />
                <IconButton edge="end" size="small" aria-label={text.removeOf(personName(student))} title={text.remove} onClick={() => onRemove(student)} data-testid="class-remove-student">
                  <PersonRemove fontSize="small" />
                </IconButton>
              </Stack>
            }
          >
            <ListItemText primary={personName(student)} secondary={`@${student.username} · ${text.level(student.level)} · ${text.xp(student.xp)}`} />
          </ListItem>
        ))}
      </List>
      {roster.hasNextPage && (
        <Button size="small" onClick={() => void roster.fetchNextPage()} disabled={roster.isFetchingNextPage} data-testid="class-student-list-more">
          {text.showMoreStudents(students.length, total)}
        </Button>
      )}
    </>
  );
}
