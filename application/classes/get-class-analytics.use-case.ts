import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findOwnClass } from './class-access';
import type { ClassAnalyticsSnapshot } from './class.repositories.port';
import { ClassAnalyticsNotFoundError } from './classes.errors';

/** GET /class-analytics/{classId}: the latest snapshot of the teacher's class; 404 when none was computed. */
export class GetClassAnalyticsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { teacherId: number; classId: number }): Promise<ClassAnalyticsSnapshot> {
    return this.unitOfWork.run(async (tx) => {
      const found = await findOwnClass(tx, query.teacherId, query.classId);
      const latest = await tx.classAnalytics.latest(found.id);
      if (!latest) throw new ClassAnalyticsNotFoundError();
      return latest;
    });
  }
}
