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
import { useInfiniteGetList } from 'react-admin';
import { classStudentsResource, type ClassStudentRecord, type ClassSummaryRecord } from '../../api/data-provider';
import { ResetCodeButton } from '../../components/ResetCodeButton';
import { ErrorState } from '../../components/states';
import { classesTexts } from '../../i18n/classes';
import { personName } from '../../teacher/teacher-look';
import { adminErrorText } from '../admin-calls';

const text = classesTexts.card;

/** The students one roster call loads (the admin API's page limit); more come a page at a time. */
const ROSTER_PAGE = 100;

/**
 * 'View all': the whole roster of the class, read from its students resource (`classes/{id}/students`)
 * in the order they joined, with a remove button per student. A refresh (after a remove or an add)
 * reads it again.
 */
export function ClassStudentList({ record, onRemove }: { record: ClassSummaryRecord; onRemove(student: ClassStudentRecord): void }) {
  const roster = useInfiniteGetList<ClassStudentRecord>(classStudentsResource(record.id), {
    pagination: { page: 1, perPage: ROSTER_PAGE },
    sort: { field: 'joinedAt', order: 'ASC' },
    filter: {},
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
        {text.noStudents}
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
