import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { XpResult } from '../../api/game-api';
import { contentApi, type ContentDetail, type CourseProgress, type ProgressResult, type ProgressUpdate } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { formatDate as formatDay } from '../../i18n/format';
import { CompletionCard, MyCoursesLink } from './CompletionCard';
import { ContentHeader } from './ContentHeader';
import { ContentPlayer } from '../../components/lesson/ContentPlayer';
import { RatingControl } from './RatingControl';
import { useProgressReporter } from './use-progress-reporter';
import { useStudyClock } from './use-study-clock';
import { learningChanged } from '../queries';

const text = contentTexts;

const formatDate = (iso: string) => formatDay(iso) || iso;

/** Answers may arrive out of order: progress never goes back and a completion stays. */
function latestProgress(previous: CourseProgress | null, next: CourseProgress): CourseProgress {
  if (!previous) return next;
  return { ...next, percentage: Math.max(previous.percentage, next.percentage), completedAt: next.completedAt ?? previous.completedAt };
}

/** The parts the server counted, kept across answers that arrive out of order (a part once counted stays). */
const unitedParts = (previous: readonly number[], next: readonly number[]) => (next.every((part) => previous.includes(part)) ? previous : [...new Set([...previous, ...next])].sort((a, b) => a - b));

/** A finished course seen again: when it was completed, the rating, the way back. */
function CompletedBanner({ detail, completedAt, myRating }: { detail: ContentDetail; completedAt: string; myRating: number | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, borderColor: 'success.main' }} data-testid="completed-banner">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2 }}>
        <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircle color="success" aria-hidden /> {text.completion.completedOn(formatDate(completedAt))}
        </Typography>
        <RatingControl contentId={detail.id} initial={myRating} />
        <MyCoursesLink />
      </Stack>
    </Paper>
  );
}

/**
 * The content for an enrolled student (or its owner): the header, the player, progress reports
 * and, on completion, the celebration with the XP and the rating. The server says what counted:
 * the percent, the parts read or passed, and the completion; it may credit less time than sent,
 * which is normal and never an error.
 */
export function LearnView({ detail }: { detail: ContentDetail }) {
  const recording = detail.access.enrolled;
  const [progress, setProgress] = useState<CourseProgress | null>(detail.enrollment);
  const [partsDone, setPartsDone] = useState<readonly number[]>(detail.enrollment?.partsDone ?? []);
  const [completion, setCompletion] = useState<{ xpAward: XpResult | null } | null>(null);
  const myRating = detail.myRating;
  const studyClock = useStudyClock();

  const onResult = useCallback((result: ProgressResult) => {
    if (result?.progress) setProgress((previous) => latestProgress(previous, result.progress));
    if (Array.isArray(result?.partsDone)) setPartsDone((previous) => unitedParts(previous, result.partsDone));
    if (result?.completedNow) setCompletion({ xpAward: result.xpAward ?? null });
  }, []);
  const reporter = useProgressReporter(detail.id, recording, onResult);
  const { report } = reporter;

  /** A report of the non-video kinds: the time in view since the last report goes with it. */
  const record = useCallback(
    (update: ProgressUpdate) => report(update.timeSpent !== undefined ? update : { ...update, timeSpent: studyClock() }),
    [report, studyClock],
  );

  // Opening a quiz starts its clock on the server (the other players report the place they open at);
  // leaving a document, quiz or lesson sends the time spent on it since the last report.
  const isVideo = detail.type === 'video';
  const isQuiz = detail.type === 'quiz';
  const leaving = useRef({ record, isVideo });
  leaving.current = { record, isVideo };
  useEffect(() => {
    if (isQuiz) void leaving.current.record({ currentPosition: 0 });
    return () => {
      if (!leaving.current.isVideo) void leaving.current.record({});
    };
  }, [isQuiz]);

  const submitQuiz = useCallback(
    async (answers: number[]) => {
      const result = await contentApi.submitQuiz(detail.id, answers);
      void learningChanged();
      onResult(result);
      void record({});
      return result;
    },
    [detail.id, record, onResult],
  );

  const checkStep = useCallback(
    async (index: number, answer: number) => {
      const result = await contentApi.checkStep(detail.id, index, answer);
      void learningChanged();
      onResult(result);
      return result;
    },
    [detail.id, onResult],
  );

  const completedAt = progress?.completedAt ?? null;
  return (
    <>
      <ContentHeader detail={detail} progress={recording ? progress : null} />
      {detail.access.isOwner && !recording && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {text.page.ownerNote}
        </Alert>
      )}
      {reporter.error && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="progress-error">
          {reporter.error}
        </Alert>
      )}
      {completion ? (
        <CompletionCard xpAward={completion.xpAward} contentId={detail.id} myRating={myRating} />
      ) : (
        recording && completedAt && <CompletedBanner detail={detail} completedAt={completedAt} myRating={myRating} />
      )}
      <Paper elevation={2} sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-label={detail.title} data-testid="content-player" data-type={detail.type}>
        <ContentPlayer
          detail={detail}
          canRecord={recording}
          partsDone={partsDone}
          completed={completedAt !== null}
          record={record}
          onSubmitQuiz={submitQuiz}
          onCheckStep={checkStep}
        />
      </Paper>
    </>
  );
}
