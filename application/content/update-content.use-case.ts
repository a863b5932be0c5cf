import { validContentChange, type ContentFormInput } from '../../domain/content/content-form';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ManagedContent } from './content-management.port';
import { lockOwnContent } from './content-ownership';
import { CONTENT_FORM_FIELD } from './create-content.use-case';

/**
 * Changes the fields the teacher sends and keeps the others; the whole form after the change must
 * hold the rules (a new type needs contentData in its format). Only the content's own teacher.
 */
export class UpdateContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; contentId: number; changes: ContentFormInput }): Promise<ManagedContent> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const content = await lockOwnContent(tx, command.teacherId, command.contentId, 'edit');
      const form = validContentChange(content.form, command.changes, CONTENT_FORM_FIELD);
      await tx.contentManagement.update(content.id, form, now);
      return (await tx.contentManagement.managed(content.id))!;
    });
  }
}
