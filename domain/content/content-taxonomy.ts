export const CONTENT_TYPES = ['video', 'quiz', 'document', 'interactive'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_CATEGORIES = ['math', 'science', 'english', 'art', 'programming', 'history', 'geography', 'general'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const VISIBILITIES = ['public', 'premium', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Browse lists public and premium content; private content is seen only by its teacher. */
export const BROWSABLE_VISIBILITIES: readonly Visibility[] = ['public', 'premium'];

/** Content form defaults (spec §5). */
export const CONTENT_DEFAULTS = {
  type: 'video',
  category: 'general',
  difficulty: 'beginner',
  visibility: 'public',
  duration: 10,
  tokenPrice: 0,
} as const satisfies { type: ContentType; category: ContentCategory; difficulty: Difficulty; visibility: Visibility; duration: number; tokenPrice: number };

export const MIN_CONTENT_DURATION = 1;
export const BROWSE_PAGE_SIZE = 12;
export const BROWSE_SORT_FIELDS = ['createdAt', 'enrollments', 'rating', 'tokenPrice'] as const;

export function isBrowsable(visibility: Visibility): boolean {
  return BROWSABLE_VISIBILITIES.includes(visibility);
}

const member = <T extends string>(list: readonly T[]) => (value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

export const isContentType = member(CONTENT_TYPES);
export const isContentCategory = member(CONTENT_CATEGORIES);
export const isDifficulty = member(DIFFICULTIES);
export const isVisibility = member(VISIBILITIES);
