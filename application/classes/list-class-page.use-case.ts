import { CHIPS_SHOWN } from '../../domain/classes/student-chips';
import { activeSince } from '../../domain/teacher/enrollment-filters';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ClassPageQuery } from './class.repositories.port';
import { classSummary, type ClassSummaryView } from './class-view';

/**
 * A page of the teacher's classes, sorted and filtered (the react-admin list), and how many match.
 * Each class carries its figures and only its first students (the card's chips: spec §9, up to 6);
 * the whole roster is the students resource of the class.
 */
export class ListClassPageUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number; page: ClassPageQuery }): Promise<{ rows: ClassSummaryView[]; total: number }> {
    const now = this.clock.now();
    // One statement that only reads: no transaction to open and commit.
    return this.unitOfWork.read(async (tx) => {
      const { rows, total } = await tx.classes.cardPageOfTeacher(query.teacherId, query.page, { shown: CHIPS_SHOWN, activeSince: activeSince(now) });
      return { rows: rows.map(classSummary), total };
    });
  }
}
