import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Spellcheck from '@mui/icons-material/Spellcheck';
import { errorText } from '../../api/game-api';
import type { InteractiveTask, StepCheckResult } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { TaskChoices } from './TaskChoices';
import { TaskNumber, typedNumber } from './TaskNumber';

const text = contentTexts.interactive;

type Feedback = { kind: 'correct' | 'wrong' | 'needed'; message: string } | { kind: 'error'; message: string };

const SEVERITY = { correct: 'success', wrong: 'warning', needed: 'info', error: 'error' } as const;

/**
 * An interactive step's task: the choices or a number field, and Check. The server says whether
 * the answer is right; a passed step keeps its tick and is not checked again. Without `onCheck`
 * (the preview, the content's owner) the task is shown with `note` instead.
 */
export function StepTask({
  task,
  index,
  passed,
  onCheck,
  note,
}: {
  task: InteractiveTask;
  index: number;
  passed: boolean;
  onCheck?(answer: number): Promise<StepCheckResult>;
  note?: string;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const locked = passed || !onCheck;
  // Check leaves once the step is passed: the focus goes to the word that says so, not to the page's start.
  const passedNote = useRef<HTMLParagraphElement>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (passed && checked.current) passedNote.current?.focus();
  }, [passed]);

  const change = (next: string) => {
    setValue(next);
    setFeedback(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!onCheck || passed || busy) return;
    const answer = task.kind === 'number' ? typedNumber(value) : value === '' ? null : Number(value);
    if (answer === null) {
      setFeedback({ kind: 'needed', message: task.kind === 'number' ? text.numberNeeded : text.choiceNeeded });
      return;
    }
    setBusy(true);
    setFeedback(null);
    checked.current = true;
    try {
      const result = await onCheck(answer);
      setFeedback(result.correct ? { kind: 'correct', message: text.correct } : { kind: 'wrong', message: text.tryAgain });
    } catch (failure) {
      setFeedback({ kind: 'error', message: errorText(failure, contentTexts.apiErrors.checkStep) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void check(event)} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', mb: 1 }} data-testid="step-task" data-kind={task.kind} data-passed={passed}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.8 }}>
        {text.task}
      </Typography>
      <FormControl component="fieldset" sx={{ width: '100%' }} disabled={locked}>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1, '&.Mui-focused, &.Mui-disabled': { color: 'text.primary' } }}>
          {task.prompt}
        </FormLabel>
        {task.kind === 'number' ? (
          <TaskNumber id={`step-${index}-answer`} unit={task.unit} value={value} onChange={change} disabled={locked} />
        ) : (
          <TaskChoices choices={task.choices ?? []} name={`step-${index}-answer`} value={value} onChange={change} disabled={locked} />
        )}
      </FormControl>

      <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {passed ? (
          <Typography ref={passedNote} tabIndex={-1} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: 'success.dark', outline: 'none' }} data-testid="step-passed">
            <CheckCircle color="success" aria-hidden /> {text.passed}
          </Typography>
        ) : (
          onCheck && (
            <Button type="submit" variant="contained" startIcon={<Spellcheck aria-hidden />} aria-busy={busy} data-testid="step-check">
              {busy ? text.checking : text.check}
            </Button>
          )
        )}
        {!onCheck && note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </Stack>
      <Box aria-live="polite" data-testid="step-feedback" data-kind={feedback?.kind}>
        {feedback && (
          <Alert severity={SEVERITY[feedback.kind]} sx={{ mt: 1.5 }}>
            {feedback.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
