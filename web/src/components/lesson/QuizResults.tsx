import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Replay from '@mui/icons-material/Replay';
import { useEffect, useRef } from 'react';
import { DEFAULT_PASS_PERCENT } from '../../../../domain/content/quiz';
import type { QuizAttemptResult, QuizQuestion } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';

const text = contentTexts.quiz;

/**
 * A quiz attempt's results: the score, passed or not, the XP, and each question with its answer. A
 * failed attempt says the pass mark and offers another go at once (only a pass completes the quiz).
 */
export function QuizResults({ questions, result, passPercent: given, onRetry }: { questions: QuizQuestion[]; result: QuizAttemptResult; passPercent?: number; onRetry(): void }) {
  const passPercent = result.passPercent ?? given ?? DEFAULT_PASS_PERCENT;
  const score = useRef<HTMLDivElement>(null);
  useEffect(() => {
    score.current?.focus();
  }, []);
  const byQuestion = new Map((result.results ?? []).map((entry) => [entry.questionId, entry]));

  return (
    <Box data-testid="quiz-results">
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2.5, textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
          {text.results}
        </Typography>
        <Typography ref={score} tabIndex={-1} variant="h4" component="p" sx={{ fontWeight: 800, outline: 'none' }} data-testid="quiz-score" role="status">
          {text.score(result.score, result.maxScore)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Chip label={text.percent(result.percent)} />
          <Chip color={result.passed ? 'success' : 'warning'} label={result.passed ? text.passed : text.notPassed} data-testid="quiz-passed" data-passed={result.passed} />
          {!result.passed && <Chip variant="outlined" label={text.passMark(passPercent)} />}
          {result.xpAward && result.xpAward.xpGain > 0 && <Chip color="primary" label={text.xpEarned(result.xpAward.xpGain)} data-testid="quiz-xp" />}
        </Stack>
        {!result.passed && (
          <Stack sx={{ alignItems: 'center', gap: 1.5, mt: 2 }} data-testid="quiz-not-passed">
            <Typography>{text.notPassedText(passPercent)}</Typography>
            <Button variant="contained" startIcon={<Replay aria-hidden />} onClick={onRetry} data-testid="quiz-retry">
              {text.tryAgain}
            </Button>
          </Stack>
        )}
      </Paper>

      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((question, index) => {
          const entry = byQuestion.get(question.id) ?? result.results?.[index];
          if (!entry) return null;
          const chosen = entry.chosenIndex >= 0 ? question.choices[entry.chosenIndex] : null;
          // A missed question's right answer is shown once the quiz is passed (the server keeps it until then).
          const correct = entry.correctIndex === null ? undefined : question.choices[entry.correctIndex];
          return (
            <Paper component="li" key={question.id} variant="outlined" sx={{ p: 2, borderLeft: '4px solid', borderLeftColor: entry.correct ? 'success.main' : 'error.main' }} data-testid="quiz-result" data-correct={entry.correct}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {entry.correct ? <CheckCircle color="success" aria-hidden /> : <Cancel color="error" aria-hidden />}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {index + 1}. {question.prompt}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, color: entry.correct ? 'success.dark' : 'error.dark' }}>
                    {entry.correct ? text.correct : text.wrong}
                  </Typography>
                  <Typography variant="body2">{text.yourAnswer(chosen ?? text.noAnswer)}</Typography>
                  {!entry.correct && correct !== undefined && <Typography variant="body2">{text.correctAnswer(correct)}</Typography>}
                  {entry.explanation && (
                    <Alert severity="info" variant="outlined" sx={{ mt: 1 }} icon={false}>
                      <strong>{text.explanation}:</strong> {entry.explanation}
                    </Alert>
                  )}
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Stack>

      {result.passed && (
        <Box sx={{ mt: 2.5, textAlign: 'center' }}>
          <Button startIcon={<Replay aria-hidden />} onClick={onRetry} data-testid="quiz-retry">
            {text.tryAgain}
          </Button>
        </Box>
      )}
    </Box>
  );
}
