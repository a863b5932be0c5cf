import type { ClassStudentRecord } from '../../api/data-provider';
import { csvDocument } from '../../components/csv';
import { classesTexts } from '../../i18n/classes';

/** The roster of a class as CSV: a header line, then one student per line in the order they joined. */
export function rosterCsv(students: readonly ClassStudentRecord[]): string {
  return csvDocument(
    classesTexts.roster.columns,
    students.map((student) => [student.username, student.firstName, student.lastName, student.level, student.rank, student.xp, student.lastActiveAt ?? '', student.joinedAt]),
  );
}
