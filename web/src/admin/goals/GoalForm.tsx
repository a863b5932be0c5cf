import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AddTask from '@mui/icons-material/AddTask';
import { CreateBase, DateInput, Form, NumberInput, SelectInput, TextInput, useSaveContext } from 'react-admin';
import { GOAL_KINDS, GOAL_LIMITS, isGoalKind, type GoalKind } from '../../../../domain/parents/parent-goal';
import { isLocalDate } from '../../../../domain/shared/calendar';
import type { ChildSummary, NewGoal } from '../../api/parent-api';
import type { GoalRecord } from '../../api/data-provider';
import { useToast } from '../../components/Toasts';
import { parentTexts } from '../../i18n/parent';
import { childName } from '../../parent/parent-look';
import { refreshParent } from '../../parent/queries';
import { adminErrorText } from '../admin-calls';

const text = parentTexts.goals;
const L = GOAL_LIMITS;

/** What the form holds ('' for no due date). */
export interface GoalFormValues {
  childId: number | null;
  title: string;
  kind: GoalKind;
  target: number | null;
  dueDate: string | null;
}

const DEFAULT_TARGET = 30;

/** The goal a create sends: the title trimmed, no due date when none was given. */
export function goalFormBody(values: Partial<GoalFormValues>): NewGoal {
  const dueDate = typeof values.dueDate === 'string' ? values.dueDate.trim() : '';
  return {
    childId: values.childId ?? 0,
    title: (values.title ?? '').trim(),
    kind: values.kind ?? 'custom',
    target: values.target ?? 0,
    ...(dueDate ? { dueDate } : {}),
  };
}

/** The domain's goal rules (the server checks the same: GOAL_LIMITS, GOAL_KINDS, a YYYY-MM-DD date), field by field. */
export function validateGoalForm(values: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = typeof values.title === 'string' ? values.title.trim() : '';
  const target = values.target;
  const dueDate = typeof values.dueDate === 'string' ? values.dueDate.trim() : '';
  if (!Number.isInteger(values.childId)) problems.childId = text.chooseChild;
  if (title === '') problems.title = text.titleRequired;
  else if (title.length > L.titleMax) problems.title = text.titleTooLong(L.titleMax);
  if (!isGoalKind(values.kind)) problems.kind = text.chooseKind;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < L.targetMin || target > L.targetMax) problems.target = text.targetInvalid;
  if (dueDate !== '' && !isLocalDate(dueDate)) problems.dueDate = text.dueDateInvalid;
  return problems;
}

function SubmitButton() {
  const { saving } = useSaveContext();
  return (
    <Button type="submit" variant="contained" startIcon={<AddTask />} disabled={saving} data-testid="add-goal-submit">
      {saving ? text.adding : text.add}
    </Button>
  );
}

/**
 * 'Add goal' (spec §2 "Parent dashboard" Budget): a react-admin Create over the `goals` resource
 * (POST /parent/goals, the create-goal use case) with the domain's limits as its rules. After a goal
 * is set, the form starts again for the same child and kind, and the goals list reads again.
 */
export function AddGoalForm({ children }: { children: readonly ChildSummary[] }) {
  const toast = useToast();
  const [round, setRound] = useState(0);
  const [kept, setKept] = useState<Pick<GoalFormValues, 'childId' | 'kind'>>(() => ({ childId: children[0]?.id ?? null, kind: 'study_minutes' }));
  const defaults: GoalFormValues = { ...kept, title: '', target: DEFAULT_TARGET, dueDate: '' };
  const childChoices = children.map((child) => ({ id: child.id, name: childName(child) }));
  const kindChoices = GOAL_KINDS.map((kind) => ({ id: kind, name: text.kinds[kind] ?? kind }));

  return (
    <section aria-labelledby="parent-add-goal-title" data-testid="add-goal-form">
      <Typography id="parent-add-goal-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {text.add}
      </Typography>
      <CreateBase<GoalRecord>
        resource="goals"
        redirect={false}
        transform={(values) => goalFormBody(values as Partial<GoalFormValues>) as unknown as GoalRecord}
        mutationOptions={{
          onSuccess: (goal) => {
            toast.success(text.created);
            void refreshParent();
            setKept({ childId: goal.childId, kind: goal.kind });
            setRound((current) => current + 1);
          },
          onError: (error: unknown) => toast.error(adminErrorText(error, parentTexts.apiErrors.createGoal)),
        }}
      >
        <Form key={round} defaultValues={defaults} validate={validateGoalForm} mode="onSubmit" reValidateMode="onChange" noValidate>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <SelectInput source="childId" label={text.child} choices={childChoices} isRequired fullWidth helperText={false} slotProps={{ htmlInput: { 'data-testid': 'goal-child' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 5 }}>
              <TextInput source="title" label={text.titleField} isRequired fullWidth helperText={false} slotProps={{ htmlInput: { maxLength: L.titleMax, 'data-testid': 'goal-title' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <SelectInput source="kind" label={text.kind} choices={kindChoices} fullWidth helperText={false} slotProps={{ htmlInput: { 'data-testid': 'goal-kind' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <NumberInput
                source="target"
                label={text.target}
                isRequired
                fullWidth
                helperText={text.targetHint}
                min={L.targetMin}
                max={L.targetMax}
                step={1}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'goal-target' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <DateInput source="dueDate" label={text.dueDate} fullWidth helperText={false} slotProps={{ htmlInput: { 'data-testid': 'goal-due-date' } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'flex', alignItems: 'flex-start', pt: { md: 1 } }}>
              <SubmitButton />
            </Grid>
          </Grid>
        </Form>
      </CreateBase>
    </section>
  );
}
