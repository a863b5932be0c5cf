import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findOwnClass } from './class-access';
import { classView, type ClassStudentView } from './class-view';

export interface ClassStudentPageQuery {
  sort: 'id' | 'username' | 'firstName' | 'lastName' | 'xp' | 'level' | 'lastActiveAt' | 'joinedAt';
  order: 'ASC' | 'DESC';
  /** Contained in the username, first or last name (case-insensitive). */
  q?: string;
  ids?: number[];
  offset: number;
  limit: number;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
  return Number(a) - Number(b);
}

/** A page of the students of the teacher's class (a class holds at most its capacity), sorted and filtered. */
export class ListClassStudentsPageUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number; classId: number; page: ClassStudentPageQuery }): Promise<{ rows: ClassStudentView[]; total: number }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const { students } = await classView(tx, await findOwnClass(tx, query.teacherId, query.classId), now);
      const { sort, order, q, ids, offset, limit } = query.page;
      const needle = q?.trim().toLowerCase();
      const matching = students.filter(
        (student) =>
          (!ids || ids.includes(student.id)) &&
          (!needle || [student.username, student.firstName, student.lastName].some((text) => text?.toLowerCase().includes(needle))),
      );
      const direction = order === 'DESC' ? -1 : 1;
      const sorted = [...matching].sort((a, b) => {
        const first = compare(a[sort], b[sort]);
        return first !== 0 && a[sort] !== null && b[sort] !== null ? direction * first : first || direction * (a.id - b.id);
      });
      return { rows: sorted.slice(offset, offset + limit), total: matching.length };
    });
  }
}
