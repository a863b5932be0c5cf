import type { LibraryPageQuery } from '../../domain/content/library-query';
import { ContentNotFoundError } from '../content/content.errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import type { LibraryRow, TeacherContentItem } from './teacher.repositories.port';

/** GET /admin/content: a page of the teacher's own content (private and withdrawn included), sorted and filtered, with how many match. */
export class ListLibraryPageUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; page: LibraryPageQuery }): Promise<{ rows: LibraryRow[]; total: number }> {
    return this.unitOfWork.run(async (tx) => {
      await findTeacher(tx, command.teacherId);
      return tx.teacherFigures.libraryPage(command.teacherId, command.page);
    });
  }
}

/** GET /admin/content/{id}: one of the teacher's own content items with its contentData; another teacher's, or none, is not found. */
export class GetLibraryItemUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; contentId: number }): Promise<TeacherContentItem> {
    return this.unitOfWork.run(async (tx) => {
      await findTeacher(tx, command.teacherId);
      const item = await tx.teacherFigures.libraryItem(command.teacherId, command.contentId);
      if (!item) throw new ContentNotFoundError();
      return item;
    });
  }
}
