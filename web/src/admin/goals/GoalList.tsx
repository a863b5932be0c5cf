import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Flag from '@mui/icons-material/Flag';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { FilterLiveSearch, ListBase, Pagination, useListContext } from 'react-admin';
import type { GoalRecord } from '../../api/data-provider';
import type { ChildSummary } from '../../api/parent-api';
import { ChoiceField } from '../../components/ChoiceField';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { useToast } from '../../components/Toasts';
import { personName } from '../../i18n/format';
import { parentTexts } from '../../i18n/parent';
import { childName, readableDay } from '../../parent/parent-look';
import { refreshParent } from '../../parent/queries';
import { adminErrorText, useAdminDataProvider, useListFailureToast } from '../admin-calls';
import { ListSortChoice } from '../ListSortChoice';
import { SortableDatagridHeader } from '../SortableDatagridHeader';
import { AddGoalForm } from './GoalForm';

const text = parentTexts.goals;
const PAGE_SIZES = [10, 25, 50];

const kindName = (kind: string) => text.kinds[kind] ?? kind;

/** The sorts GET /admin/goals takes. */
type GoalSort = 'createdAt' | 'dueDate' | 'title' | 'target';

/** A column of the table as the sortable header reads it: its label, and the server's sort (none: not sortable). */
function Column(_props: { label: string; source?: GoalSort }) {
  return null;
}

type StatusFilter = '' | 'open' | 'done';

interface RowProps {
  goal: GoalRecord;
  busy: boolean;
  onComplete(goal: GoalRecord): void;
}

/** Completed on a day, or the Mark complete button. */
function GoalState({ goal, busy, onComplete, wide = false }: RowProps & { wide?: boolean }) {
  if (goal.completedAt !== null) {
    return <Chip size="small" color="success" variant="outlined" icon={<CheckCircle aria-hidden />} label={text.completedOn(readableDay(goal.completedAt) ?? '')} />;
  }
  return (
    <Button size="small" variant="outlined" fullWidth={wide} onClick={() => onComplete(goal)} disabled={busy} aria-label={text.completeOf(goal.title)} data-testid="complete-goal">
      {busy ? text.completing : text.complete}
    </Button>
  );
}

const goalChild = (goal: GoalRecord) => personName(goal.child) || goal.childName;
const goalDue = (goal: GoalRecord) => {
  const due = readableDay(goal.dueDate);
  return due ? text.dueOn(due) : text.noDueDate;
};

function GoalTable({ goals, busyId, onComplete }: { goals: GoalRecord[]; busyId: number | null; onComplete(goal: GoalRecord): void }) {
  const c = text.columns;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text.title}>
        <SortableDatagridHeader>
          <Column label={c.goal} source="title" />
          <Column label={c.child} />
          <Column label={c.target} source="target" />
          <Column label={c.dueDate} source="dueDate" />
          <Column label={c.createdAt} source="createdAt" />
          <Column label={c.status} />
        </SortableDatagridHeader>
        <TableBody data-testid="parent-goals-list">
          {goals.map((goal) => {
            const done = goal.completedAt !== null;
            return (
              <TableRow key={goal.id} hover data-testid="parent-goal" data-goal-id={goal.id} data-completed={done}>
                <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {done ? <CheckCircle color="success" fontSize="small" aria-hidden /> : <RadioButtonUnchecked color="action" fontSize="small" aria-hidden />}
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', textDecoration: done ? 'line-through' : undefined }}>
                      {goal.title}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>{goalChild(goal)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.targetOf(kindName(goal.kind), goal.target)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{readableDay(goal.dueDate) ?? text.noDueDate}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{readableDay(goal.createdAt)}</TableCell>
                <TableCell>
                  <GoalState goal={goal} busy={busyId === goal.id} onComplete={onComplete} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Phones: one card per goal, nothing wider than the screen, Mark complete on the card. */
function GoalCards({ goals, busyId, onComplete }: { goals: GoalRecord[]; busyId: number | null; onComplete(goal: GoalRecord): void }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={text.title} data-testid="parent-goals-list">
      {goals.map((goal) => {
        const done = goal.completedAt !== null;
        return (
          <Paper component="li" key={goal.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="parent-goal" data-goal-id={goal.id} data-completed={done}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere', textDecoration: done ? 'line-through' : undefined }}>
              {goal.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {[goalChild(goal), text.targetOf(kindName(goal.kind), goal.target), goalDue(goal)].join(' · ')}
            </Typography>
            <GoalState goal={goal} busy={busyId === goal.id} onComplete={onComplete} wide />
          </Paper>
        );
      })}
    </Stack>
  );
}

function GoalsScreen({ children }: { children: readonly ChildSummary[] }) {
  const { data, isPending, error, refetch, filterValues, setFilters } = useListContext<GoalRecord>();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [busyId, setBusyId] = useState<number | null>(null);
  const childFilter = typeof filterValues.childId === 'number' ? String(filterValues.childId) : '';
  const statusFilter: StatusFilter = filterValues.completed === true ? 'done' : filterValues.completed === false ? 'open' : '';
  const filtered = Object.keys(filterValues).length > 0;

  useListFailureToast(error, parentTexts.apiErrors.goals);

  const filterBy = (key: 'childId' | 'completed', value: unknown) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === undefined) delete next[key];
    else next[key] = value;
    setFilters(next, undefined, false);
  };

  const complete = async (goal: GoalRecord) => {
    setBusyId(goal.id);
    try {
      await dataProvider.completeGoal(goal.id);
      toast.success(text.completedToast);
      void refreshParent();
    } catch (failure) {
      toast.error(adminErrorText(failure, parentTexts.apiErrors.completeGoal));
    } finally {
      setBusyId(null);
      void refetch();
    }
  };

  const goals = data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {text.subtitle}
      </Typography>
      <Grid container spacing={1.5} role="search" aria-label={text.search}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ '& .MuiFormControl-root': { width: '100%', m: 0 } }} data-testid="goals-search">
          <FilterLiveSearch source="q" label={text.search} placeholder={text.searchPlaceholder} variant="outlined" size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ChoiceField
            label={text.filter}
            value={childFilter}
            options={[['', text.allChildren], ...children.map((child) => [String(child.id), childName(child)] as const)]}
            onChange={(value) => filterBy('childId', value === '' ? undefined : Number(value))}
            testId="goals-filter"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <ChoiceField<StatusFilter>
            label={text.status}
            value={statusFilter}
            options={[
              ['', text.allStatuses],
              ['open', text.open],
              ['done', text.done],
            ]}
            onChange={(value) => filterBy('completed', value === '' ? undefined : value === 'done')}
            testId="goals-status-filter"
            fullWidth
          />
        </Grid>
        {phone && (
          <Grid size={{ xs: 12 }}>
            <ListSortChoice label={text.sortBy} sorts={text.sorts} testId="goals-sort" />
          </Grid>
        )}
      </Grid>

      {isPending ? (
        <LoadingBlocks rows={2} height={48} label={text.loading} />
      ) : error && goals.length === 0 ? (
        <ErrorState message={adminErrorText(error, parentTexts.apiErrors.goals)} onRetry={() => void refetch()} />
      ) : goals.length === 0 ? (
        filtered ? (
          <EmptyState icon={<Flag fontSize="inherit" />} title={text.emptyFiltered} text={text.emptyFilteredText} testId="goals-empty" />
        ) : (
          <EmptyState icon={<Flag fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="goals-empty" />
        )
      ) : (
        <Box>
          {phone ? <GoalCards goals={goals} busyId={busyId} onComplete={(goal) => void complete(goal)} /> : <GoalTable goals={goals} busyId={busyId} onComplete={(goal) => void complete(goal)} />}
          <Pagination rowsPerPageOptions={phone ? [] : PAGE_SIZES} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The goals parents set for their children (the `goals` resource): a react-admin list sorted by its
 * column headers (a Sort by choice on phones), searched and filtered by child and status, all kept in
 * the address; Mark complete on each open goal; cards on phones; and the Add goal form under it.
 */
export function GoalList({ children }: { children: readonly ChildSummary[] }) {
  return (
    <Panel title={text.title} icon={<Flag />} testId="parent-goals-panel">
      <ListBase<GoalRecord> resource="goals" perPage={10} sort={{ field: 'createdAt', order: 'DESC' }} queryOptions={{ retry: 1 }}>
        <GoalsScreen children={children} />
      </ListBase>
      <Divider sx={{ my: 2.5 }} />
      <AddGoalForm key={children.map((child) => child.id).join(',')} children={children} />
    </Panel>
  );
}
