import type { ContentType } from './content-taxonomy';
import { videoWatched } from './video-watch';

/** What the server saw of one enrollment, whatever the client said. */
export interface LearningEvidence {
  type: ContentType;
  /** Sections read or steps passed, and how many the item has. */
  partsDone: readonly number[];
  partCount: number;
  /** Video: the vouched position, and the video's length. */
  watchedSeconds: number;
  durationSeconds: number;
  /** Quiz: an attempt reached the pass mark, and the best share of questions answered (0..1). */
  quizPassed: boolean;
  quizAnsweredShare: number;
}

/** Whether the evidence completes the item: every part, 90 % of a video, a passing quiz attempt. */
export function evidenceCompletes(evidence: LearningEvidence): boolean {
  switch (evidence.type) {
    case 'video':
      return videoWatched(evidence.watchedSeconds, evidence.durationSeconds);
    case 'quiz':
      return evidence.quizPassed;
    case 'document':
    case 'interactive':
      return evidence.partCount > 0 && evidence.partsDone.filter((index) => index < evidence.partCount).length >= evidence.partCount;
  }
}

/** The progress percent the evidence stands for: 100 only when it completes the item. */
export function evidencePercent(evidence: LearningEvidence): number {
  if (evidenceCompletes(evidence)) return 100;
  const share = (() => {
    switch (evidence.type) {
      case 'video':
        return evidence.durationSeconds > 0 ? evidence.watchedSeconds / evidence.durationSeconds : 0;
      case 'quiz':
        return evidence.quizAnsweredShare;
      case 'document':
      case 'interactive':
        return evidence.partCount > 0 ? evidence.partsDone.filter((index) => index < evidence.partCount).length / evidence.partCount : 0;
    }
  })();
  return Math.min(99, Math.max(0, Math.floor(share * 100)));
}
