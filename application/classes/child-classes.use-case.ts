import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireConnectedChild } from '../parents/parent-access';
import type { StudentClassRecord } from './class.repositories.port';

/** A class as a connected child's parent sees it: what it is and who teaches it. */
export interface ChildClass {
  id: number;
  name: string;
  subject: string | null;
  gradeLevel: string | null;
  isActive: boolean;
  teacher: StudentClassRecord['teacher'];
  joinedAt: Date;
}

/** GET /parent/child/{id}/classes: the classes a connected child belongs to and their teachers, latest joined first. */
export class GetChildClassesUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { parentId: number; childId: number }): Promise<ChildClass[]> {
    return this.unitOfWork.run(async (tx) => {
      await requireConnectedChild(tx, query.parentId, query.childId);
      const classes = await tx.classMembers.classesOfStudent(query.childId);
      return classes.map(({ id, name, subject, gradeLevel, isActive, teacher, joinedAt }) => ({ id, name, subject, gradeLevel, isActive, teacher, joinedAt }));
    });
  }
}
