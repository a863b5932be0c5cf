import { newContentForm, validContentForm, type ContentFormInput } from '../../domain/content/content-form';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ManagedContent } from './content-management.port';

/** Where the form sits in a request (`{ data: form }`, spec §7), so its problems name the request's fields. */
export const CONTENT_FORM_FIELD = 'data';

/**
 * Stores a teacher's new content as a draft (published apart, once complete): the §5 defaults fill
 * what the form leaves out, the form's rules (and contentData's format for its type) are checked,
 * then the content is stored and answered as its teacher sees it.
 */
export class CreateContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { teacherId: number; form: ContentFormInput }): Promise<ManagedContent> {
    const form = validContentForm(newContentForm(command.form), CONTENT_FORM_FIELD);
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const id = await tx.contentManagement.create(command.teacherId, form, now);
      return (await tx.contentManagement.managed(id))!;
    });
  }
}
