import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_DATA_LIMITS } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import { EditableList, type ListChange } from './EditableList';
import { FieldProblem } from './FieldProblem';
import { answerAfterInsert, answerAfterMove, answerAfterRemove } from './list-ops';
import { useProblem, useProblems } from './problems-context';

const text = editorTexts.quiz;

/** The chosen answer after a change of the choices: it follows its choice. */
function answerAfter(answer: number | undefined, change: ListChange): number | undefined {
  switch (change.kind) {
    case 'move':
      return answerAfterMove(answer, change.from, change.to);
    case 'remove':
      return answerAfterRemove(answer, change.index);
    case 'restore':
      return answerAfterInsert(answer, change.index);
    default:
      return answer;
  }
}

/**
 * A question's (or a task's) 2 to 10 choices, each with a radio that marks it the correct answer.
 * `path` is where the choices sit in the material ('contentData.questions[0]'), `testId` where they
 * sit on the page ('quiz-question-0'): `quiz-question-0-choice-1`, `quiz-question-0-correct-1`.
 */
export function ChoicesEditor({
  choices,
  answerIndex,
  path,
  testId,
  onChange,
}: {
  choices: string[];
  answerIndex: number | undefined;
  path: string;
  testId: string;
  onChange(choices: string[], answerIndex: number | undefined): void;
}) {
  const listProblem = useProblem(`${path}.choices`);
  const answerProblem = useProblem(`${path}.answerIndex`);
  const problemAt = useProblems();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {text.choices}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id={`${testId}-correct-legend`}>
        {text.correctLegend}
      </Typography>
      <Box role="radiogroup" aria-labelledby={`${testId}-correct-legend`}>
        <EditableList
          compact
          items={choices}
          onChange={(next, change) => onChange(next, answerAfter(answerIndex, change))}
          create={() => ''}
          name={(index) => text.choiceItem(index + 1)}
          max={CONTENT_DATA_LIMITS.choicesMax}
          title={(index) => text.choice(index + 1)}
          testId={`${testId}-choice`}
          addLabel={text.addChoice}
          addTestId={`${testId}-add-choice`}
          renderItem={(choice, index, update) => (
            <ChoiceRow
              choice={choice}
              index={index}
              correct={answerIndex === index}
              testId={testId}
              problem={problemAt(`${path}.choices[${index}]`)}
              onText={update}
              onCorrect={() => onChange(choices, index)}
            />
          )}
          problem={listProblem}
        />
      </Box>
      <FieldProblem message={answerProblem} />
    </Box>
  );
}

function ChoiceRow({ choice, index, correct, testId, problem, onText, onCorrect }: { choice: string; index: number; correct: boolean; testId: string; problem: string | undefined; onText(text: string): void; onCorrect(): void }) {
  return (
    <>
      <Radio
        checked={correct}
        onChange={onCorrect}
        value={String(index)}
        name={`${testId}-correct`}
        sx={{ width: 44, height: 44 }}
        slotProps={{ input: { 'aria-label': text.correct(index + 1), 'data-testid': `${testId}-correct-${index}` } as object }}
      />
      <TextField
        value={choice}
        onChange={(event) => onText(event.target.value)}
        label={text.choice(index + 1)}
        size="small"
        error={!!problem}
        helperText={problem}
        sx={{ flex: '1 1 180px', minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: CONTENT_DATA_LIMITS.shortTextMax, 'data-testid': `${testId}-choice-${index}` } }}
      />
    </>
  );
}
