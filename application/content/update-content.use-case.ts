import { assertPublishable } from '../../domain/content/content-completeness';
import { validContentChange, type ContentFormInput } from '../../domain/content/content-form';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ManagedContent } from './content-management.port';
import { lockOwnContent } from './content-ownership';
import { CONTENT_FORM_FIELD } from './create-content.use-case';

/**
 * Changes the fields the teacher sends and keeps the others; the whole form after the change must
 * hold the rules (a new type needs contentData in its format), and a change of the material (its
 * contentData or type) must leave published content complete enough to learn from; a change of the
 * other fields never asks that (content published before drafts existed may lack something). Only
 * the content's own teacher.
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
      const changesMaterial = command.changes.contentData !== undefined || command.changes.type !== undefined;
      if (content.status === 'published' && changesMaterial) assertPublishable(form.type, form.contentData, CONTENT_FORM_FIELD);
      await tx.contentManagement.update(content.id, form, now);
      return (await tx.contentManagement.managed(content.id))!;
    });
  }
}
