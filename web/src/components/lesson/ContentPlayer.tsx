import Alert from '@mui/material/Alert';
import type { ContentDetail, ContentEnrollment, ProgressResult, ProgressUpdate, QuizAttemptResult, StepCheckResult } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { DocumentReader, type DocumentHandout } from './DocumentReader';
import { InteractiveSteps } from './InteractiveSteps';
import { QuizPlayer } from './QuizPlayer';
import { VideoLesson } from './VideoLesson';

/** Where to start again: the saved part, or the beginning of a completed content. */
const startPart = (enrollment: ContentEnrollment | null, total: number) =>
  enrollment?.completedAt ? 0 : Math.min(Math.max(0, Math.floor(enrollment?.currentPosition ?? 0)), Math.max(0, total - 1));

/** Every part of a completed content, else the parts the server counted. */
const doneParts = (partsDone: readonly number[], completed: boolean, total: number) => (completed ? Array.from({ length: total }, (_, index) => index) : partsDone);

/** The player for the content's kind (video, quiz, document, interactive). */
export function ContentPlayer({
  detail,
  canRecord,
  partsDone,
  completed,
  record,
  onSubmitQuiz,
  onCheckStep,
}: {
  /** The content's read (or, in the teacher's preview, what a read of the form's material would hold). */
  detail: Pick<ContentDetail, 'type' | 'title' | 'contentData' | 'enrollment'>;
  canRecord: boolean;
  /** The sections read or steps passed, as the server last said. */
  partsDone: readonly number[];
  completed: boolean;
  record(update: ProgressUpdate): Promise<ProgressResult | null>;
  onSubmitQuiz(answers: number[]): Promise<QuizAttemptResult>;
  onCheckStep(index: number, answer: number): Promise<StepCheckResult>;
}) {
  const data = detail.contentData ?? {};
  // The starting point is read once: later reports must not move the student.
  const initial = detail.enrollment;
  switch (detail.type) {
    case 'video':
      return (
        <VideoLesson
          video={{ videoUrl: data.videoUrl ?? '', chapters: data.chapters, transcript: data.transcript }}
          title={detail.title}
          startAt={initial?.completedAt ? 0 : (initial?.currentPosition ?? 0)}
          report={record}
        />
      );
    case 'quiz':
      return <QuizPlayer questions={data.questions ?? []} passPercent={data.passPercent} canSubmit={canRecord} onSubmit={onSubmitQuiz} />;
    case 'document': {
      const sections = data.sections ?? [];
      return (
        <DocumentReader
          sections={sections}
          handout={(data as { handout?: DocumentHandout | null }).handout}
          done={doneParts(partsDone, completed, sections.length)}
          startIndex={startPart(initial, sections.length)}
          tracking={canRecord}
          show={(index) => record({ currentPosition: index })}
        />
      );
    }
    case 'interactive': {
      const steps = data.steps ?? [];
      return (
        <InteractiveSteps
          steps={steps}
          done={doneParts(partsDone, completed, steps.length)}
          startIndex={startPart(initial, steps.length)}
          tracking={canRecord}
          show={(index) => record({ currentPosition: index })}
          onCheck={onCheckStep}
        />
      );
    }
    default:
      return <Alert severity="info">{contentTexts.player.noContent}</Alert>;
  }
}
