import Alert from '@mui/material/Alert';
import type { ContentDetail, CourseProgress, ProgressUpdate, QuizAttemptResult } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { DocumentReader } from './DocumentReader';
import { InteractiveSteps } from './InteractiveSteps';
import { donePercent } from './PagedLesson';
import { QuizPlayer } from './QuizPlayer';
import { VideoLesson } from './VideoLesson';

/** How many of `total` parts a percent stands for (the percent sent was a whole share of them; all once completed). */
const partsDone = (progress: CourseProgress | null, total: number) =>
  progress?.completedAt ? total : Math.min(total, Math.round(((progress?.percentage ?? 0) / 100) * total));

/** Where to start again: the saved part, or the beginning of a completed content. */
const startPart = (progress: CourseProgress | null, total: number) =>
  progress?.completedAt ? 0 : Math.min(Math.max(0, Math.floor(progress?.currentPosition ?? 0)), Math.max(0, total - 1));

/** The player for the content's kind (video, quiz, document, interactive). */
export function ContentPlayer({
  detail,
  canRecord,
  record,
  onSubmitQuiz,
}: {
  detail: ContentDetail;
  canRecord: boolean;
  record(update: ProgressUpdate): void;
  onSubmitQuiz(answers: number[]): Promise<QuizAttemptResult>;
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
          initialRead={partsDone(initial, sections.length)}
          startIndex={startPart(initial, sections.length)}
          onRead={(read, next) => record({ percentage: donePercent(read, sections.length), currentPosition: next })}
        />
      );
    }
    case 'interactive': {
      const steps = data.steps ?? [];
      return (
        <InteractiveSteps
          steps={steps}
          initialDone={partsDone(initial, steps.length)}
          startIndex={startPart(initial, steps.length)}
          onDone={(done, next) => record({ percentage: donePercent(done, steps.length), currentPosition: next })}
        />
      );
    }
    default:
      return <Alert severity="info">{contentTexts.player.noContent}</Alert>;
  }
}
