import { CONTENT_DATA_LIMITS } from '../../../../../domain/content/content-data';
import type { FieldProblem, FieldProblems } from '../../../../../domain/shared/field-problem';
import { editorTexts } from '../../../i18n/editors';
import { materialProblemText } from '../../../i18n/form-problems';
import { teacherTexts } from '../../../i18n/teacher';

const words = teacherTexts.form.materialProblems;

/** A path of the material, without the request's `data.` before it. */
export const materialPathOf = (field: string): string | null => {
  const path = field.replace(/^data\./, '');
  return /^contentData(\.|\[|$)/.test(path) ? path : null;
};

/**
 * The words for a problem shown under its own field, so without the place the summary names
 * ('Must not be blank' rather than 'Question 1, prompt: Must not be blank').
 */
export function fieldProblemText(path: string, problem: FieldProblem): string {
  if (problem.code === 'required' && /\.answerIndex$/.test(path)) return editorTexts.quiz.chooseCorrect;
  if (problem.code === 'badFormat') {
    if (/\.mediaKey$/.test(path)) return words.storedVideo;
    if (/\.videoUrl$/.test(path)) return words.address(CONTENT_DATA_LIMITS.urlMax);
    return words.badFormat;
  }
  return materialProblemText('contentData', problem);
}

/** The words for a problem in a list of them, its place first. */
export const placedProblemText = (path: string, problem: FieldProblem): string => materialProblemText(path, problem);

/** The fields the editors show problems under; any other path is named in the editor's summary. */
const SHOWN = [
  /^contentData\.(questions|sections|steps|chapters)$/,
  /^contentData\.questions\[\d+\]\.(prompt|choices|answerIndex|explanation)$/,
  /^contentData\.questions\[\d+\]\.choices\[\d+\]$/,
  /^contentData\.sections\[\d+\]\.(heading|body)$/,
  /^contentData\.chapters\[\d+\]\.(title|startSeconds)$/,
  /^contentData\.steps\[\d+\]\.(title|instruction)$/,
  /^contentData\.steps\[\d+\]\.task\.(prompt|choices|answerIndex|answer|tolerance|unit)$/,
  /^contentData\.steps\[\d+\]\.task\.choices\[\d+\]$/,
  /^contentData\.(passPercent|videoUrl|mediaKey|durationSeconds|transcript)$/,
  /^contentData\.handout(\.(title|mediaKey))?$/,
];

export const shownAtField = (path: string): boolean => SHOWN.some((pattern) => pattern.test(path));

/** Each material path's problem, the first one kept (the client's rules, then the server's). */
export function materialProblemsOf(...sources: Array<FieldProblems | null | undefined>): FieldProblems {
  const found: FieldProblems = {};
  for (const source of sources) {
    for (const [field, problem] of Object.entries(source ?? {})) {
      const path = materialPathOf(field);
      if (path !== null) found[path] ??= problem;
    }
  }
  return found;
}
