import { attentionReasons, averageProgress, subjectStatistics, topPerformers } from '../../domain/classes/class-analytics';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findOwnClass } from './class-access';
import type { ClassAnalyticsSnapshot, ClassAnalyticsStudent, ClassStudentFigures } from './class.repositories.port';

const byUsername = (a: { username: string }, b: { username: string }) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

function displayName(figures: ClassStudentFigures): string {
  const name = [figures.firstName, figures.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? figures.username : name;
}

/**
 * POST /class-analytics: computes and stores a snapshot of the teacher's class (PRODUCT.md "Classes"):
 * the top 5 students by XP; the students needing attention (no activity for 7 days, or average
 * progress under 25 %), lowest progress first; and per subject the average completion across the
 * class's enrollments.
 */
export class ComputeClassAnalyticsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; classId: number }): Promise<ClassAnalyticsSnapshot> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const found = await findOwnClass(tx, command.teacherId, command.classId);
      const [figures, subjects] = await Promise.all([tx.classAnalytics.studentFigures(found.id), tx.classAnalytics.subjectTotals(found.id)]);
      const students = [...figures].sort(byUsername).map((student): ClassAnalyticsStudent => {
        const progress = averageProgress(student.progressSum, student.enrollmentCount);
        return {
          studentId: student.userId,
          username: student.username,
          name: displayName(student),
          xp: student.xp,
          level: student.level,
          averageProgress: progress,
          lastActiveAt: student.lastActiveAt?.toISOString() ?? null,
          reasons: attentionReasons({ lastActiveAt: student.lastActiveAt, averageProgress: progress }, now),
        };
      });
      const struggling = students.filter((student) => student.reasons.length > 0).sort((a, b) => a.averageProgress - b.averageProgress || byUsername(a, b));
      return tx.classAnalytics.save({
        classId: found.id,
        topPerformers: topPerformers(students),
        strugglingStudents: struggling,
        subjectStatistics: subjectStatistics(subjects),
        computedAt: now,
      });
    });
  }
}
