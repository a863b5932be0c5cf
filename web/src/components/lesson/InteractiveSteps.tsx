import Alert from '@mui/material/Alert';
import { readingSeconds } from '../../../../domain/content/reading-time';
import type { InteractiveStep, ProgressResult, StepCheckResult } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { PagedLesson, type PagedLessonLabels } from './PagedLesson';
import { Paragraphs } from './Paragraphs';
import { StepTask } from './StepTask';

const text = contentTexts.interactive;

const LABELS: PagedLessonLabels = {
  positionOf: text.stepOf,
  previous: text.previous,
  next: text.next,
  finish: text.finish,
  finishing: text.finishing,
  nav: text.stepsLabel,
  done: text.done,
  countsAfter: text.countsAfter,
  counted: text.counted,
  allDone: text.allDone,
  left: text.left,
  goTo: text.goTo,
};

/**
 * An interactive lesson, step by step: the instruction and, in a step with a task, the answer to
 * check on the server (it counts once right). A step without a task counts like a document's section.
 */
export function InteractiveSteps({
  steps,
  done,
  startIndex,
  tracking,
  show,
  onCheck,
}: {
  steps: InteractiveStep[];
  done: readonly number[];
  startIndex: number;
  tracking: boolean;
  show(index: number): Promise<ProgressResult | null>;
  onCheck(index: number, answer: number): Promise<StepCheckResult>;
}) {
  if (steps.length === 0) return <Alert severity="info">{text.empty}</Alert>;
  return (
    <PagedLesson
      parts={steps.map((step, index) => ({
        title: step.title,
        readingSeconds: step.task ? null : readingSeconds(step.title, step.instruction),
        body: (
          <>
            <Paragraphs body={step.instruction} />
            {step.task && (
              <StepTask
                // A step of its own: another step's answer and feedback do not carry over.
                key={index}
                task={step.task}
                index={index}
                passed={done.includes(index)}
                onCheck={tracking ? (answer) => onCheck(index, answer) : undefined}
                note={text.ownerNote}
              />
            )}
          </>
        ),
      }))}
      labels={LABELS}
      done={done}
      startIndex={startIndex}
      tracking={tracking}
      show={show}
      testId="interactive"
    />
  );
}
