import { learnerContentData } from '../../../../../domain/content/content-data';
import type { ContentType } from '../../../../../domain/content/content-taxonomy';
import type { ContentData } from '../../../api/content-api';

/**
 * What a student's read of this material holds (the domain's `learnerContentData`: no answers, no
 * stored file's key), with a stored video's and a handout's addresses put in as the server does.
 */
export function learnerPreviewData(type: ContentType, authored: Record<string, unknown>, addresses: { video?: string; handout?: string }): ContentData {
  const shown = learnerContentData(type, authored) as ContentData;
  if (type === 'video' && !shown.videoUrl && addresses.video) return { ...shown, videoUrl: addresses.video };
  const handout = authored.handout as { title?: unknown } | undefined;
  if (type === 'document' && handout && addresses.handout) return { ...shown, handout: { title: String(handout.title ?? ''), url: addresses.handout } } as ContentData;
  if (type === 'quiz' && shown.questions) {
    // The ids the server marks an attempt by (domain/content/quiz.ts), so the results find their question.
    return { ...shown, questions: shown.questions.map((question, index) => ({ ...question, id: question.id ?? `q${index + 1}` })) };
  }
  return shown;
}
