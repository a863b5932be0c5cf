import type { FilmPlan } from '../../../domain/media/film/film-card';
import { DEMO_FILM_STILLS_PATH, demoFilmKey, demoFilmStillKey } from '../../../domain/media/film/film-key';
import type { ContentCategory, Difficulty, Visibility } from '../../../domain/content/content-taxonomy';

export type DemoTeacherKey = 'alan' | 'lucia' | 'david' | 'sara';

export type VideoData = { mediaKey: string; durationSeconds: number; chapters: Array<{ title: string; startSeconds: number }>; transcript: string };
export type QuizQuestion = { id: string; prompt: string; choices: string[]; answerIndex: number; explanation: string };
export type QuizData = { passPercent: number; questions: QuizQuestion[] };
/** `handout`: a PDF of the document the product writes itself (see demo-media.ts). */
export type DocumentData = { sections: Array<{ heading: string; body: string }>; handout?: { mediaKey: string; title: string } };
export type ChoiceTask = { kind?: 'choice'; prompt: string; choices: string[]; answerIndex: number };
/** Marked right within `tolerance` (0 when not given) of `answer`. */
export type NumberTask = { kind: 'number'; prompt: string; answer: number; tolerance?: number; unit?: string };
/** Every demo step has a task, so the server can mark each one. */
export type InteractiveStep = { title: string; instruction: string; task: ChoiceTask | NumberTask };
export type InteractiveData = { steps: InteractiveStep[] };

type Common = {
  teacher: DemoTeacherKey;
  title: string;
  description: string;
  category: ContentCategory;
  difficulty: Difficulty;
  /** Minutes. */
  duration: number;
  tokenPrice: number;
  visibility: Visibility;
  tags: string[];
  thumbnailUrl?: string;
  /** How many days before the seed's day the teacher published it. */
  publishedDaysAgo: number;
  /** 0..1: how strongly it draws students (enrollments and views follow it). */
  appeal: number;
  /** The typical stars its students give (ratings scatter around it). */
  quality: number;
};

export type DemoContentItem = Common &
  (
    | { type: 'video'; contentData: VideoData }
    | { type: 'quiz'; contentData: QuizData }
    | { type: 'document'; contentData: DocumentData }
    | { type: 'interactive'; contentData: InteractiveData }
  );

/**
 * A video on a film the product makes itself (see domain/media/film): a card in the film's colour
 * whose band changes at each chapter, a clock and a progress bar, exactly `durationSeconds` long.
 * The film is stored under `mediaKey` when the demo school is seeded (see demo-films.ts), with a
 * still of it as the video's thumbnail, served by the product at a plain address.
 */
export function demoVideo(durationSeconds: number, chapters: Array<[string, number]>, transcript: string): { contentData: VideoData; thumbnailUrl: string } {
  const listed = chapters.map(([title, startSeconds]) => ({ title, startSeconds }));
  const plan = demoFilmPlan(durationSeconds, listed);
  return {
    contentData: { mediaKey: demoFilmKey(plan), durationSeconds, chapters: listed, transcript },
    thumbnailUrl: `${DEMO_FILM_STILLS_PATH}${demoFilmStillKey(plan)}`,
  };
}

/** What a demo video's film is made from: its length and chapter starts, and colours picked by its chapters' titles. */
export function demoFilmPlan(durationSeconds: number, chapters: VideoData['chapters']): FilmPlan {
  const titles = chapters.map((chapter) => chapter.title).join('\n');
  const palette = [...titles].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 9973, durationSeconds) % 6;
  return { durationSeconds, chapterStarts: chapters.map((chapter) => chapter.startSeconds), palette };
}

/** Questions numbered q1, q2, … in order. */
export function quiz(passPercent: number, questions: Array<Omit<QuizQuestion, 'id'>>): QuizData {
  return { passPercent, questions: questions.map((question, index) => ({ id: `q${index + 1}`, ...question })) };
}
