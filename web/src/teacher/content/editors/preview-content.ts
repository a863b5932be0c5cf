import { learnerContentData } from '../../../../../domain/content/content-data';
import type { ContentType } from '../../../../../domain/content/content-taxonomy';
import type { ContentData } from '../../../api/content-api';

/**
 * What a student's read of this material holds (the domain's `learnerContentData`: no answers, no
 * stored file's key), with a stored video's playable address put in as the server does.
 */
export function learnerPreviewData(type: ContentType, authored: Record<string, unknown>, videoAddress: string | undefined): ContentData {
  const shown = learnerContentData(type, authored) as ContentData;
  if (type === 'video' && !shown.videoUrl && videoAddress) return { ...shown, videoUrl: videoAddress };
  if (type === 'quiz' && shown.questions) {
    // The ids the server marks an attempt by (domain/content/quiz.ts), so the results find their question.
    return { ...shown, questions: shown.questions.map((question, index) => ({ ...question, id: question.id ?? `q${index + 1}` })) };
  }
  return shown;
}
