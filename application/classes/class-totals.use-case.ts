import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ClassTotals } from './class.repositories.port';

/** The Classes tab's totals (spec §2): the teacher's classes, the active ones and the distinct students in them. */
export class GetClassTotalsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { teacherId: number }): Promise<ClassTotals> {
    return this.unitOfWork.read((tx) => tx.classes.totalsOfTeacher(query.teacherId));
  }
}
