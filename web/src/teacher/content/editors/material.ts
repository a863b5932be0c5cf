import type { ContentType } from '../../../../../domain/content/content-taxonomy';

/**
 * A lesson's material as the editors hold it: the documented contentData formats
 * (domain/content/content-data.ts), answers included, with what is still being typed. A number field
 * holds its number, or the text typed when it is not one yet (the domain's rules then say so).
 */
export type Typed = number | string;

export interface QuestionDraft {
  id?: string;
  prompt: string;
  choices: string[];
  answerIndex?: number;
  explanation?: string;
}

export interface QuizMaterial {
  passPercent?: Typed;
  questions?: QuestionDraft[];
}

export interface SectionDraft {
  heading: string;
  body: string;
}

export interface Handout {
  mediaKey: string;
  title: string;
}

export interface DocumentMaterial {
  sections?: SectionDraft[];
  handout?: Handout;
}

export interface ChapterDraft {
  title: string;
  startSeconds: Typed;
}

export interface VideoMaterial {
  videoUrl?: string;
  mediaKey?: string;
  durationSeconds?: Typed;
  chapters?: ChapterDraft[];
  transcript?: string;
}

export type TaskDraft =
  | { kind: 'choice'; prompt: string; choices: string[]; answerIndex?: number }
  | { kind: 'number'; prompt: string; answer?: Typed; tolerance?: Typed; unit?: string };

export interface StepDraft {
  title: string;
  instruction: string;
  task?: TaskDraft;
}

export interface InteractiveMaterial {
  steps?: StepDraft[];
}

export type Material = Record<string, unknown>;

export const newQuestion = (): QuestionDraft => ({ prompt: '', choices: ['', ''] });
export const newSection = (): SectionDraft => ({ heading: '', body: '' });
export const newChapter = (): ChapterDraft => ({ title: '', startSeconds: '' });
export const newStep = (): StepDraft => ({ title: '', instruction: '' });
export const newChoiceTask = (prompt = ''): TaskDraft => ({ kind: 'choice', prompt, choices: ['', ''] });
export const newNumberTask = (prompt = ''): TaskDraft => ({ kind: 'number', prompt, answer: '' });

/** What a number field holds for the text typed: nothing, the number, or the text itself. */
export function typedNumber(text: string): Typed | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const written = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const given = (value: unknown) => value !== undefined && value !== '';

/** Only the fields that hold something, in the order given. */
function compact(fields: Record<string, unknown>): Material {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const optionalText = (value: unknown) => (written(value) ? value : undefined);
const optionalValue = (value: unknown) => (given(value) ? value : undefined);
const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) && value.length > 0 ? value : undefined);

function tidyQuestion(question: QuestionDraft): Material {
  return compact({ id: optionalText(question.id), prompt: question.prompt, choices: question.choices, answerIndex: question.answerIndex, explanation: optionalText(question.explanation) });
}

function tidyTask(task: TaskDraft | undefined): Material | undefined {
  if (!task) return undefined;
  if (task.kind === 'number') {
    return compact({ kind: 'number', prompt: task.prompt, answer: task.answer === '' ? undefined : task.answer, tolerance: optionalValue(task.tolerance), unit: optionalText(task.unit) });
  }
  return compact({ kind: 'choice', prompt: task.prompt, choices: task.choices, answerIndex: task.answerIndex });
}

/**
 * The contentData to send for what the editor holds: optional fields left empty are left out, and a
 * material with nothing in it is `{}` (a draft without material, which fits every type).
 */
export function contentDataOf(type: ContentType, material: unknown): Material {
  const data = isRecord(material) ? material : {};
  switch (type) {
    case 'quiz': {
      const quiz = data as QuizMaterial;
      return compact({ passPercent: optionalValue(quiz.passPercent), questions: list(quiz.questions)?.map((question) => tidyQuestion(question as QuestionDraft)) });
    }
    case 'document': {
      const document = data as DocumentMaterial;
      const handout = document.handout && written(document.handout.mediaKey) ? document.handout : undefined;
      return compact({ sections: list(document.sections), handout });
    }
    case 'video': {
      const video = data as VideoMaterial;
      return compact({
        videoUrl: written(video.videoUrl) ? video.videoUrl.trim() : undefined,
        mediaKey: optionalText(video.mediaKey),
        durationSeconds: optionalValue(video.durationSeconds),
        chapters: list(video.chapters),
        transcript: optionalText(video.transcript),
      });
    }
    case 'interactive': {
      const steps = list((data as InteractiveMaterial).steps) as StepDraft[] | undefined;
      return compact({ steps: steps?.map((step) => compact({ title: step.title, instruction: step.instruction, task: tidyTask(step.task) })) });
    }
  }
}

/**
 * The editor's material for stored contentData (as the teacher wrote it): a task without a kind is
 * a choice task, as the format says.
 */
export function materialOf(type: ContentType, contentData: unknown): Material {
  const data = isRecord(contentData) ? { ...contentData } : {};
  if (type === 'interactive' && Array.isArray(data.steps)) {
    data.steps = data.steps.map((step: unknown) =>
      isRecord(step) && isRecord(step.task) && step.task.kind === undefined ? { ...step, task: { ...step.task, kind: 'choice' } } : step,
    );
  }
  return data;
}
