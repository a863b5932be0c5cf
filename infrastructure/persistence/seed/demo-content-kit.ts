import type { ContentCategory, Difficulty, Visibility } from '../../../domain/content/content-taxonomy';

export type DemoTeacherKey = 'alan' | 'lucia' | 'david' | 'sara';

export type VideoData = { videoUrl: string; durationSeconds: number; chapters: Array<{ title: string; startSeconds: number }>; transcript: string };
export type QuizQuestion = { id: string; prompt: string; choices: string[]; answerIndex: number; explanation: string };
export type QuizData = { passPercent: number; questions: QuizQuestion[] };
export type DocumentData = { sections: Array<{ heading: string; body: string }> };
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

const SAMPLE_VIDEOS = 'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample';

/** Public sample films and their lengths in seconds (the player's position never passes the end). */
export const SAMPLE_VIDEO_SECONDS: Readonly<Record<string, number>> = {
  BigBuckBunny: 596,
  ElephantsDream: 653,
  Sintel: 888,
  TearsOfSteel: 734,
  SubaruOutbackOnStreetAndDirt: 590,
  VolkswagenGTIReview: 590,
  WeAreGoingOnBullrun: 590,
  WhatCarCanYouGetForAGrand: 590,
  ForBiggerFun: 60,
  ForBiggerBlazes: 15,
  ForBiggerJoyrides: 15,
};

/** A video on a public sample film, its thumbnail beside it. */
export function sampleVideo(
  film: keyof typeof SAMPLE_VIDEO_SECONDS,
  chapters: Array<[string, number]>,
  transcript: string,
): { contentData: VideoData; thumbnailUrl: string } {
  return {
    contentData: {
      videoUrl: `${SAMPLE_VIDEOS}/${film}.mp4`,
      durationSeconds: SAMPLE_VIDEO_SECONDS[film],
      chapters: chapters.map(([title, startSeconds]) => ({ title, startSeconds })),
      transcript,
    },
    thumbnailUrl: `${SAMPLE_VIDEOS}/images/${film}.jpg`,
  };
}

/** Questions numbered q1, q2, … in order. */
export function quiz(passPercent: number, questions: Array<Omit<QuizQuestion, 'id'>>): QuizData {
  return { passPercent, questions: questions.map((question, index) => ({ id: `q${index + 1}`, ...question })) };
}
