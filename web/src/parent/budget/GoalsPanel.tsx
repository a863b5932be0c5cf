import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddTask from '@mui/icons-material/AddTask';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Flag from '@mui/icons-material/Flag';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { GOAL_KINDS, GOAL_LIMITS } from '../../../../domain/parents/parent-goal';
import { errorText } from '../../api/game-api';
import { parentApi, type ChildSummary, type GoalKind, type ParentGoal } from '../../api/parent-api';
import { useToast } from '../../components/Toasts';
import { parentTexts } from '../../i18n/parent';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState, LoadingBlocks } from '../../components/states';
import { childName, readableDay } from '../parent-look';
import { refreshParent, useParentGoals } from '../queries';

const text = parentTexts.goals;

const kindName = (kind: string) => text.kinds[kind] ?? kind;

const DEFAULT_TARGET = '30';

/** A whole number in the goal target's bounds, or null. */
function goalTarget(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const target = Number(trimmed);
  return target >= GOAL_LIMITS.targetMin && target <= GOAL_LIMITS.targetMax ? target : null;
}

function GoalRow({ goal, onComplete, busy }: { goal: ParentGoal; onComplete(): void; busy: boolean }) {
  const done = goal.completedAt !== null;
  const due = readableDay(goal.dueDate);
  return (
    <ListItem
      divider
      data-testid="parent-goal"
      data-goal-id={goal.id}
      data-completed={done}
      secondaryAction={
        done ? (
          <Chip size="small" color="success" variant="outlined" label={text.completedOn(readableDay(String(goal.completedAt)) ?? '')} />
        ) : (
          <Button size="small" variant="outlined" onClick={onComplete} disabled={busy} aria-label={text.completeOf(goal.title)} data-testid="complete-goal">
            {busy ? text.completing : text.complete}
          </Button>
        )
      }
      sx={{ pr: { xs: 16, sm: 20 } }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{done ? <CheckCircle color="success" aria-hidden /> : <RadioButtonUnchecked color="action" aria-hidden />}</ListItemIcon>
      <ListItemText
        primary={goal.title}
        secondary={[goal.childName, text.targetOf(kindName(goal.kind), goal.target), due ? text.dueOn(due) : text.noDueDate].join(' · ')}
        slotProps={{ primary: { sx: { fontWeight: 600, textDecoration: done ? 'line-through' : undefined } } }}
      />
    </ListItem>
  );
}

function AddGoalForm({ children, onCreated }: { children: readonly ChildSummary[]; onCreated(goal: ParentGoal): void }) {
  const toast = useToast();
  const [childId, setChildId] = useState(() => String(children[0]?.id ?? ''));
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<GoalKind>('study_minutes');
  const [target, setTarget] = useState(DEFAULT_TARGET);
  const [dueDate, setDueDate] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const child = children.find((candidate) => String(candidate.id) === childId) ?? null;
  const goalValue = goalTarget(target);
  const titleProblem = touched && !title.trim() ? text.titleRequired : null;
  const targetProblem = touched && goalValue === null ? text.targetInvalid : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!child || !title.trim() || goalValue === null) return;
    setBusy(true);
    try {
      const goal = await parentApi.createGoal({ childId: child.id, title: title.trim(), kind, target: goalValue, ...(dueDate ? { dueDate } : {}) });
      toast.success(text.created);
      setTitle('');
      setTarget(DEFAULT_TARGET);
      setDueDate('');
      setTouched(false);
      onCreated(goal);
    } catch (error) {
      toast.error(errorText(error, parentTexts.apiErrors.createGoal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="parent-add-goal-title" data-testid="add-goal-form">
      <Typography id="parent-add-goal-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {text.add}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField select fullWidth required label={text.child} value={childId} onChange={(event) => setChildId(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'goal-child' } }}>
            {children.map((candidate) => (
              <MenuItem key={candidate.id} value={String(candidate.id)}>
                {childName(candidate)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 5 }}>
          <TextField
            fullWidth
            required
            label={text.titleField}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={titleProblem !== null}
            helperText={titleProblem ?? ' '}
            slotProps={{ htmlInput: { maxLength: GOAL_LIMITS.titleMax, 'data-testid': 'goal-title' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField select fullWidth label={text.kind} value={kind} onChange={(event) => setKind(event.target.value as GoalKind)} slotProps={{ htmlInput: { 'data-testid': 'goal-kind' } }}>
            {GOAL_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {kindName(value)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            fullWidth
            required
            type="number"
            label={text.target}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={targetProblem !== null}
            helperText={targetProblem ?? text.targetHint}
            slotProps={{ htmlInput: { min: GOAL_LIMITS.targetMin, max: GOAL_LIMITS.targetMax, step: 1, inputMode: 'numeric', 'data-testid': 'goal-target' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            fullWidth
            type="date"
            label={text.dueDate}
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            helperText=" "
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'goal-due-date' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'flex', alignItems: 'flex-start', pt: { md: 1 } }}>
          <Button type="submit" variant="contained" startIcon={<AddTask />} disabled={busy || !child} data-testid="add-goal-submit">
            {busy ? text.adding : text.add}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

/** The goals parents set for their children: the list (all or one child), Mark complete, and a form to add one. */
export function GoalsPanel({ children }: { children: readonly ChildSummary[] }) {
  const toast = useToast();
  const [filter, setFilter] = useState('');
  const [completing, setCompleting] = useState<number | null>(null);
  const filterId = filter ? Number(filter) : null;
  const goals = useParentGoals(filterId);

  const complete = async (goal: ParentGoal) => {
    setCompleting(goal.id);
    try {
      await parentApi.completeGoal(goal.id);
      toast.success(text.completedToast);
      void refreshParent();
    } catch (error) {
      toast.error(errorText(error, parentTexts.apiErrors.completeGoal));
      void goals.refetch();
    } finally {
      setCompleting(null);
    }
  };

  const list = goals.data ?? [];
  return (
    <Panel
      title={text.title}
      icon={<Flag />}
      testId="parent-goals-panel"
      action={
        <TextField
          select
          size="small"
          label={text.filter}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ width: 200, flexShrink: 0 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'goals-filter' } }}
        >
          <MenuItem value="">{text.allChildren}</MenuItem>
          {children.map((child) => (
            <MenuItem key={child.id} value={String(child.id)}>
              {childName(child)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.subtitle}
      </Typography>
      {goals.isPending ? (
        <LoadingBlocks rows={2} height={48} label={text.loading} />
      ) : goals.data === undefined ? (
        <ErrorState message={errorText(goals.error, parentTexts.apiErrors.goals)} onRetry={() => void goals.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<Flag fontSize="inherit" />} title={text.empty} text={text.emptyText} testId="goals-empty" />
      ) : (
        <List disablePadding data-testid="parent-goals-list">
          {list.map((goal) => (
            <GoalRow key={goal.id} goal={goal} busy={completing === goal.id} onComplete={() => void complete(goal)} />
          ))}
        </List>
      )}
      <Divider sx={{ my: 2.5 }} />
      <Stack>
        <AddGoalForm key={children.map((child) => child.id).join(',')} children={children} onCreated={() => void refreshParent()} />
      </Stack>
    </Panel>
  );
}
