import { contentFormatProblems, contentFormProblems, type ContentFormInput } from '../../../../domain/content/content-form';
import { CONTENT_DEFAULTS, type ContentCategory, type ContentType, type Difficulty, type Visibility } from '../../../../domain/content/content-taxonomy';
import type { AuthoredContentData, ContentCard, ContentData, ContentFormData } from '../../api/teacher-api';
import { contentFormProblemTexts } from '../../i18n/form-problems';
import { contentDataOf, materialOf, type Material } from './editors/material';

/** The content form as typed: numbers and lists still as text, the material as its editor holds it. */
export interface ContentFormState {
  title: string;
  description: string;
  type: ContentType;
  category: ContentCategory;
  difficulty: Difficulty;
  duration: string;
  tokenPrice: string;
  visibility: Visibility;
  tags: string;
  thumbnailUrl: string;
  contentData: Material;
}

/** A new content: the §5 defaults (video, general, beginner, public, 10 minutes, free). */
export function emptyContentForm(): ContentFormState {
  return {
    title: '',
    description: '',
    type: CONTENT_DEFAULTS.type,
    category: CONTENT_DEFAULTS.category,
    difficulty: CONTENT_DEFAULTS.difficulty,
    duration: String(CONTENT_DEFAULTS.duration),
    tokenPrice: String(CONTENT_DEFAULTS.tokenPrice),
    visibility: CONTENT_DEFAULTS.visibility,
    tags: '',
    thumbnailUrl: '',
    contentData: {},
  };
}

/** The form of an existing content (its contentData as the teacher wrote it, answers included). */
export function contentFormOf(detail: Omit<ContentCard, 'teacher'> & { contentData?: AuthoredContentData | ContentData | null }): ContentFormState {
  return {
    title: detail.title,
    description: detail.description,
    type: detail.type,
    category: detail.category,
    difficulty: detail.difficulty,
    duration: String(detail.duration),
    tokenPrice: String(detail.tokenPrice),
    visibility: detail.visibility,
    tags: (detail.tags ?? []).join(', '),
    thumbnailUrl: detail.thumbnail?.url ?? '',
    contentData: materialOf(detail.type, detail.contentData),
  };
}

const asNumber = (value: string): number | string => (value.trim() === '' ? value : Number(value));

/**
 * The body to send and the words of the form's problems, by field, with the server's own rules
 * (domain/content/content-form.ts); `contentData` stands for every problem of the material (its
 * editor says each under its own field).
 */
export function readContentForm(state: ContentFormState): { form: ContentFormData; problems: Record<string, string> } {
  const input: ContentFormInput = {
    title: state.title.trim(),
    description: state.description.trim(),
    type: state.type,
    category: state.category,
    difficulty: state.difficulty,
    duration: asNumber(state.duration),
    tokenPrice: asNumber(state.tokenPrice),
    visibility: state.visibility,
    tags: [...new Set(state.tags.split(',').map((tag) => tag.trim()).filter(Boolean))],
    thumbnail: state.thumbnailUrl.trim() === '' ? null : { url: state.thumbnailUrl.trim() },
    contentData: contentDataOf(state.type, state.contentData),
  };
  // The form's own fields, then contentData's format problems, in this app's words by code.
  const problems = formProblems(contentFormProblemTexts({ ...contentFormProblems(input), ...contentFormatProblems(input) }));
  return { form: input as ContentFormData, problems };
}

/**
 * Words keyed by the form's fields (the server may prefix them with `data.`): every contentData
 * path is the material's (`contentData`), the thumbnail's address is the thumbnail field's.
 */
export function formProblems(problems: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [key, message] of Object.entries(problems)) {
    const path = key.replace(/^data\./, '');
    const field = path.startsWith('contentData') ? 'contentData' : path.startsWith('thumbnail') ? 'thumbnailUrl' : path;
    byField[field] ??= message;
  }
  return byField;
}
