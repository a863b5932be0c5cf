import type { Transaction } from '../ports/unit-of-work.port';
import type { ContentForChange } from './content-management.port';
import { type ContentAction, NotContentOwnerError } from './content-management.errors';
import { ContentNotFoundError } from './content.errors';

/**
 * Locks a content its teacher is about to change: unknown content is not found (404), another
 * teacher's is refused (403), and withdrawn content is gone for its teacher too (404).
 */
export async function lockOwnContent(tx: Transaction, teacherId: number, contentId: number, action: ContentAction): Promise<ContentForChange> {
  const content = await tx.contentManagement.getForChange(contentId);
  if (!content) throw new ContentNotFoundError();
  if (content.teacherId !== teacherId) throw new NotContentOwnerError(action);
  if (content.withdrawn) throw new ContentNotFoundError();
  return content;
}
