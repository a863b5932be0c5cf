import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmojiFlags from '@mui/icons-material/EmojiFlags';
import { errorText } from '../../api/game-api';
import type { StudentGoal } from '../../api/family-api';
import { familyTexts } from '../../i18n/family';
import { formatDate } from '../../i18n/format';
import { Panel } from '../../components/Panel';
import { ErrorState } from '../../components/states';

const text = familyTexts.goals;

/** A calendar date (YYYY-MM-DD) as written, with no time-zone shift. */
const formatDay = (day: string) => formatDate(`${day.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC' }) || day;

/** A moment, on the student's own calendar. */
const formatMoment = (iso: string) => formatDate(iso) || iso;

/** Open goals first (the nearest due date first, then those without one), then the completed ones. */
function ordered(goals: readonly StudentGoal[]): StudentGoal[] {
  const rank = (goal: StudentGoal) => (goal.completedAt ? 2 : goal.dueDate ? 0 : 1);
  return [...goals].sort((a, b) => rank(a) - rank(b) || (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

function GoalRow({ goal }: { goal: StudentGoal }) {
  const done = goal.completedAt !== null;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', p: 1.5, borderRadius: 2, bgcolor: done ? 'rgba(67, 160, 71, 0.1)' : 'action.hover' }}
      data-testid="parent-goal"
      data-goal-id={goal.id}
      data-completed={done}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 160, overflowWrap: 'anywhere' }} data-testid="parent-goal-title">
          {goal.title}
        </Typography>
        <Chip size="small" variant="outlined" color="primary" label={text.kinds[goal.kind] ?? goal.kind} data-testid="parent-goal-kind" />
        {done ? (
          <Chip size="small" color="success" icon={<CheckCircle />} label={text.completed} data-testid="parent-goal-state" />
        ) : (
          <Chip size="small" label={text.open} data-testid="parent-goal-state" />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <span data-testid="parent-goal-target">{text.target(goal.target, goal.kind)}</span>
        {' · '}
        <span data-testid="parent-goal-due">{goal.dueDate ? text.due(formatDay(goal.dueDate)) : text.noDueDate}</span>
        {goal.completedAt && ` · ${text.completedOn(formatMoment(goal.completedAt))}`}
        {goal.parentName && ` · ${text.from(goal.parentName)}`}
      </Typography>
    </Box>
  );
}

/**
 * 'Goals from your parents': what connected parents set for the student. Shown only when there is
 * at least one goal (or when loading them failed, with a retry); nothing while they load.
 */
export function ParentGoalsCard({ goals }: { goals: UseQueryResult<StudentGoal[]> }) {
  if (goals.isPending) return null;
  if (goals.data === undefined) {
    return (
      <Panel title={text.title} icon={<EmojiFlags />} testId="parent-goals">
        <ErrorState message={errorText(goals.error, familyTexts.apiErrors.goals)} onRetry={() => void goals.refetch()} />
      </Panel>
    );
  }
  if (goals.data.length === 0) return null;
  return (
    <Panel title={text.title} icon={<EmojiFlags />} testId="parent-goals">
      <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0 }} aria-label={text.listLabel}>
        {ordered(goals.data).map((goal) => (
          <GoalRow key={goal.id} goal={goal} />
        ))}
      </Stack>
    </Panel>
  );
}
