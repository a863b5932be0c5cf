import { data } from '../../api/calls';
import type { ManagedContent } from '../../api/teacher-api';
import { editorTexts } from '../../i18n/editors';

/**
 * POST /api/content-items/{id}/publish: the content, published; a 422 CONTENT_INCOMPLETE names what
 * is missing (`problems`, by path).
 */
export const publishContent = (id: number): Promise<ManagedContent> => data<ManagedContent>(`/content-items/${id}/publish`, editorTexts.publishFailed, { method: 'POST' });

export const CONTENT_INCOMPLETE = 'CONTENT_INCOMPLETE';
