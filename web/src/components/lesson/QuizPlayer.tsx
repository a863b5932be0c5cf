import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Send from '@mui/icons-material/Send';
import { errorText } from '../../api/game-api';
import type { QuizAttemptResult, QuizQuestion } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { QuizResults } from './QuizResults';

const text = contentTexts.quiz;

const NO_ANSWER = -1;

/**
 * A quiz, one question at a time with radio choices (arrow keys move between them), then Submit:
 * the server scores it and the results show each question right or wrong.
 */
export function QuizPlayer({
  questions,
  passPercent,
  canSubmit,
  onSubmit,
}: {
  questions: QuizQuestion[];
  passPercent?: number;
  canSubmit: boolean;
  onSubmit(answers: number[]): Promise<QuizAttemptResult>;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>(() => questions.map(() => NO_ANSWER));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const position = useRef<HTMLSpanElement>(null);
  const moved = useRef(false);

  // Moving to another question takes the focus to it, so a screen reader reads it.
  useEffect(() => {
    if (moved.current) position.current?.focus();
  }, [index]);

  if (questions.length === 0) return <Alert severity="info">{text.empty}</Alert>;

  if (result) {
    return (
      <QuizResults
        questions={questions}
        result={result}
        passPercent={passPercent}
        onRetry={() => {
          setResult(null);
          setAnswers(questions.map(() => NO_ANSWER));
          moved.current = false;
          setIndex(0);
        }}
      />
    );
  }

  const question = questions[Math.min(index, questions.length - 1)];
  const last = index >= questions.length - 1;
  const unanswered = answers.filter((answer) => answer === NO_ANSWER).length;
  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await onSubmit(answers));
    } catch (failure) {
      setError(errorText(failure, contentTexts.apiErrors.submitQuiz));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="quiz-player">
      <Typography ref={position} tabIndex={-1} variant="overline" color="text.secondary" sx={{ display: 'block', fontWeight: 700, outline: 'none' }} data-testid="quiz-position">
        {text.questionOf(index + 1, questions.length)}
      </Typography>
      <LinearProgress variant="determinate" value={((index + 1) / questions.length) * 100} aria-hidden sx={{ mb: 2, height: 6, borderRadius: 3 }} />

      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontWeight: 700, fontSize: '1.15rem', color: 'text.primary', mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
          {question.prompt}
        </FormLabel>
        <RadioGroup
          aria-label={text.choicesLabel(index + 1)}
          name={`quiz-question-${question.id}`}
          value={answers[index] === NO_ANSWER ? '' : String(answers[index])}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            setAnswers((previous) => previous.map((answer, position) => (position === index ? chosen : answer)));
          }}
        >
          {question.choices.map((choice, choiceIndex) => (
            <FormControlLabel
              key={choiceIndex}
              value={String(choiceIndex)}
              control={<Radio />}
              label={choice}
              data-testid="quiz-choice"
              data-index={choiceIndex}
              sx={{
                mx: 0,
                my: 0.5,
                px: 1,
                py: 0.5,
                borderRadius: 2,
                border: '1px solid',
                borderColor: answers[index] === choiceIndex ? 'primary.main' : 'divider',
                bgcolor: answers[index] === choiceIndex ? 'action.selected' : undefined,
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {!canSubmit && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {text.ownerNote}
        </Alert>
      )}

      <Stack direction="row" sx={{ mt: 2.5, justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<NavigateBefore aria-hidden />} onClick={() => go(index - 1)} disabled={index === 0 || busy}>
          {text.previous}
        </Button>
        {!last ? (
          <Button variant="contained" endIcon={<NavigateNext aria-hidden />} onClick={() => go(index + 1)} data-testid="quiz-next">
            {text.next}
          </Button>
        ) : (
          canSubmit && (
            <Stack sx={{ alignItems: 'flex-end', gap: 0.5 }}>
              {unanswered > 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="quiz-unanswered">
                  {text.unanswered(unanswered)}
                </Typography>
              )}
              <Button variant="contained" color="success" endIcon={<Send aria-hidden />} onClick={() => void submit()} disabled={busy} data-testid="quiz-submit">
                {busy ? text.submitting : text.submit}
              </Button>
            </Stack>
          )
        )}
      </Stack>
    </Box>
  );
}
