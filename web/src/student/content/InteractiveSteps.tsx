import Alert from '@mui/material/Alert';
import type { InteractiveStep } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { PagedLesson, type PagedLessonLabels } from './PagedLesson';
import { Paragraphs } from './Paragraphs';
import { TaskChoices } from './TaskChoices';

const text = contentTexts.interactive;

const LABELS: PagedLessonLabels = {
  positionOf: text.stepOf,
  previous: text.previous,
  next: text.doneNext,
  finish: text.doneFinish,
  nav: text.stepsLabel,
  done: text.done,
};

/**
 * An interactive lesson, step by step: the instruction and the task to work out; the student marks
 * each step done (answers are not checked here: they never leave the server).
 */
export function InteractiveSteps({
  steps,
  initialDone,
  startIndex,
  onDone,
}: {
  steps: InteractiveStep[];
  initialDone: number;
  startIndex: number;
  onDone(doneCount: number, nextIndex: number): void;
}) {
  if (steps.length === 0) return <Alert severity="info">{text.empty}</Alert>;
  return (
    <PagedLesson
      parts={steps.map((step) => ({
        title: step.title,
        body: (
          <>
            <Paragraphs body={step.instruction} />
            {step.task && <TaskChoices task={step.task} />}
          </>
        ),
      }))}
      labels={LABELS}
      initialDone={initialDone}
      startIndex={startIndex}
      onDone={onDone}
      testId="interactive"
    />
  );
}
