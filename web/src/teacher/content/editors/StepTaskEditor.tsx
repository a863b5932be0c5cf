import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import { ChoicesEditor } from './ChoicesEditor';
import { newChoiceTask, newNumberTask, type TaskDraft } from './material';
import { NumberInputField } from './NumberInputField';
import { TextInputField } from './TextInputField';

const text = editorTexts.interactive;

type Kind = 'none' | TaskDraft['kind'];

/** A step's check: none, a choice (its choices and the correct one) or a number (the answer, a tolerance, a unit). */
export function StepTaskEditor({ task, index, onChange }: { task: TaskDraft | undefined; index: number; onChange(next: TaskDraft | undefined): void }) {
  const path = `contentData.steps[${index}].task`;
  const testId = `interactive-step-${index}`;
  const kind: Kind = task?.kind ?? 'none';
  const choose = (next: Kind) => onChange(next === 'none' ? undefined : next === 'choice' ? newChoiceTask(task?.prompt) : newNumberTask(task?.prompt));
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {text.check}
        </FormLabel>
        <RadioGroup row value={kind} onChange={(event) => choose(event.target.value as Kind)}>
          {(['none', 'choice', 'number'] as const).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio sx={{ width: 44, height: 44 }} slotProps={{ input: { 'data-testid': `${testId}-check-${option}` } as object }} />}
              label={option === 'none' ? text.checkNone : option === 'choice' ? text.checkChoice : text.checkNumber}
            />
          ))}
        </RadioGroup>
      </Box>
      {task && (
        <TextInputField label={text.taskPrompt} value={task.prompt} onChange={(prompt) => onChange({ ...task, prompt })} path={`${path}.prompt`} testId={`${testId}-task-prompt`} maxLength={L.longTextMax} multiline />
      )}
      {task?.kind === 'choice' && (
        <ChoicesEditor choices={task.choices ?? []} answerIndex={task.answerIndex} path={path} testId={`${testId}-task`} onChange={(choices, answerIndex) => onChange({ ...task, choices, answerIndex })} />
      )}
      {task?.kind === 'number' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInputField label={text.answer} value={task.answer} onChange={(answer) => onChange({ ...task, answer })} path={`${path}.answer`} testId={`${testId}-task-answer`} />
          <NumberInputField
            label={text.tolerance}
            value={task.tolerance}
            onChange={(tolerance) => onChange({ ...task, tolerance })}
            path={`${path}.tolerance`}
            testId={`${testId}-task-tolerance`}
            placeholder="0"
            hint={text.toleranceHint}
          />
          <TextInputField label={text.unit} value={task.unit} onChange={(unit) => onChange({ ...task, unit })} path={`${path}.unit`} testId={`${testId}-task-unit`} maxLength={L.unitMax} />
        </Stack>
      )}
    </Stack>
  );
}
