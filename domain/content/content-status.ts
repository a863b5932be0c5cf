/**
 * Where a content stands: a draft is seen by its teacher only; published content is in the
 * catalogue (per its visibility) and takes enrollments.
 */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
