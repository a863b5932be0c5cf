import Stack from '@mui/material/Stack';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import { EditableList } from './EditableList';
import { newStep, type InteractiveMaterial } from './material';
import { useProblem } from './problems-context';
import { StepTaskEditor } from './StepTaskEditor';
import { TextInputField } from './TextInputField';

const text = editorTexts.interactive;

/** An interactive lesson: its steps, each a title, an instruction and maybe a check. */
export function InteractiveEditor({ value, onChange }: { value: InteractiveMaterial; onChange(next: InteractiveMaterial): void }) {
  const listProblem = useProblem('contentData.steps');
  return (
    <Stack spacing={2.5} data-testid="interactive-editor">
      <EditableList
        items={value.steps ?? []}
        onChange={(steps) => onChange({ ...value, steps })}
        create={newStep}
        name={(index) => text.step(index + 1)}
        title={(index) => text.stepTitle(index + 1)}
        testId="interactive-step"
        addLabel={text.addStep}
        addTestId="add-step"
        emptyText={text.noSteps}
        problem={listProblem}
        max={L.listMax}
        renderItem={(step, index, update) => (
          <Stack spacing={2}>
            <TextInputField
              label={text.title}
              value={step.title}
              onChange={(title) => update({ ...step, title })}
              path={`contentData.steps[${index}].title`}
              testId={`interactive-step-${index}-title`}
              maxLength={L.shortTextMax}
            />
            <TextInputField
              label={text.instruction}
              value={step.instruction}
              onChange={(instruction) => update({ ...step, instruction })}
              path={`contentData.steps[${index}].instruction`}
              testId={`interactive-step-${index}-instruction`}
              maxLength={L.longTextMax}
              multiline
              minRows={2}
            />
            <StepTaskEditor task={step.task} index={index} onChange={(task) => update({ ...step, task })} />
          </Stack>
        )}
      />
    </Stack>
  );
}
