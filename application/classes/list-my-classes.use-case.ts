import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { classView, classViews, type ClassView } from './class-view';
import { findOwnClass } from './class-access';

/** GET /classes/mine: the teacher's classes, newest first, each with its students. */
export class ListMyClassesUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number }): Promise<ClassView[]> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => classViews(tx, await tx.classes.listOfTeacher(query.teacherId), now));
  }
}

/** One of the teacher's classes with its students (another teacher's is not found). */
export class GetClassUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number; classId: number }): Promise<ClassView> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => classView(tx, await findOwnClass(tx, query.teacherId, query.classId), now));
  }
}
