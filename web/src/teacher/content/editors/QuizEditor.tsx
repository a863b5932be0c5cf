import Stack from '@mui/material/Stack';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { DEFAULT_PASS_PERCENT } from '../../../../../domain/content/quiz';
import { editorTexts } from '../../../i18n/editors';
import { ChoicesEditor } from './ChoicesEditor';
import { EditableList } from './EditableList';
import { newQuestion, type QuestionDraft, type QuizMaterial } from './material';
import { NumberInputField } from './NumberInputField';
import { useProblem } from './problems-context';
import { TextInputField } from './TextInputField';

const text = editorTexts.quiz;

function QuestionEditor({ question, index, onChange }: { question: QuestionDraft; index: number; onChange(next: QuestionDraft): void }) {
  const path = `contentData.questions[${index}]`;
  const testId = `quiz-question-${index}`;
  return (
    <Stack spacing={2}>
      <TextInputField label={text.prompt} value={question.prompt} onChange={(prompt) => onChange({ ...question, prompt })} path={`${path}.prompt`} testId={`${testId}-prompt`} maxLength={L.longTextMax} multiline />
      <ChoicesEditor
        choices={question.choices ?? []}
        answerIndex={question.answerIndex}
        path={path}
        testId={testId}
        onChange={(choices, answerIndex) => onChange({ ...question, choices, answerIndex })}
      />
      <TextInputField
        label={text.explanation}
        value={question.explanation}
        onChange={(explanation) => onChange({ ...question, explanation })}
        path={`${path}.explanation`}
        testId={`${testId}-explanation`}
        maxLength={L.longTextMax}
        multiline
      />
    </Stack>
  );
}

/** A quiz: its questions (a prompt, 2 to 10 choices with the correct one, an explanation) and the pass mark. */
export function QuizEditor({ value, onChange }: { value: QuizMaterial; onChange(next: QuizMaterial): void }) {
  const listProblem = useProblem('contentData.questions');
  return (
    <Stack spacing={2.5} data-testid="quiz-editor">
      <EditableList
        items={value.questions ?? []}
        onChange={(questions) => onChange({ ...value, questions })}
        create={newQuestion}
        name={(index) => text.question(index + 1)}
        title={(index) => text.questionTitle(index + 1)}
        testId="quiz-question"
        addLabel={text.addQuestion}
        addTestId="add-question"
        emptyText={text.noQuestions}
        problem={listProblem}
        max={L.listMax}
        renderItem={(question, index, update) => <QuestionEditor question={question} index={index} onChange={update} />}
      />
      <NumberInputField
        label={text.passPercent}
        value={value.passPercent}
        onChange={(passPercent) => onChange({ ...value, passPercent })}
        path="contentData.passPercent"
        testId="quiz-pass-percent"
        placeholder={String(DEFAULT_PASS_PERCENT)}
        hint={text.passPercentHint}
      />
    </Stack>
  );
}
