import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ClassPageQuery } from './class.repositories.port';
import { classViews, type ClassView } from './class-view';

/** A page of the teacher's classes, sorted and filtered (the react-admin list), and how many match. */
export class ListClassPageUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number; page: ClassPageQuery }): Promise<{ rows: ClassView[]; total: number }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const { rows, total } = await tx.classes.pageOfTeacher(query.teacherId, query.page);
      return { rows: await classViews(tx, rows, now), total };
    });
  }
}
