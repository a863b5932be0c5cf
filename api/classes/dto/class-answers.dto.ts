import { ApiProperty } from '@nestjs/swagger';
import type { ClassAnalyticsSnapshot, ClassAnalyticsStudent, ClassTotals, StudentClassRecord } from '../../../application/classes/class.repositories.port';
import type { ClassFiguresView, ClassStudentChipView, ClassStudentView, ClassSummaryView, ClassView } from '../../../application/classes/class-view';
import { CHIPS_SHOWN } from '../../../domain/classes/student-chips';
import type { AttentionReason } from '../../../domain/classes/class-analytics';
import { StudentPersonDto } from '../../common/student-person.dto';
import { NamedPersonDto } from '../../common/named-person.dto';

/** A student in a class (spec §3 "Student"). */
export class ClassStudentDto extends StudentPersonDto implements ClassStudentView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastActiveAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: Date;
}

/** A student as a class card's chip shows them (the list of classes): the handle and the name. */
export class ClassStudentChipDto extends NamedPersonDto implements ClassStudentChipView {}

/** The fields and figures every answer about a teacher's class carries. */
abstract class ClassFieldsDto implements ClassFiguresView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true })
  gradeLevel: string | null;

  @ApiProperty({ type: 'integer' })
  capacity: number;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  startDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  endDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ example: 'K7M2XQ4P', description: '8 characters without 0, O, 1 and I, unique among active classes' })
  joinCode: string;

  @ApiProperty({ type: 'integer' })
  studentCount: number;

  @ApiProperty({ type: 'integer', description: 'Students active in the last 7 days' })
  activeStudentCount: number;

  @ApiProperty({ type: 'integer', description: 'Students over capacity as a percent, at most 100' })
  capacityUsage: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** A class as its teacher sees it (spec §3 "Class"), with all its students. */
export class ClassDto extends ClassFieldsDto implements ClassView {
  @ApiProperty({ type: () => [ClassStudentDto], description: 'In the order they joined' })
  students: ClassStudentDto[];
}

/** A class as the list of My Classes shows its card: the fields, the figures and its first students only. */
export class ClassSummaryDto extends ClassFieldsDto implements ClassSummaryView {
  @ApiProperty({
    type: () => [ClassStudentChipDto],
    maxItems: CHIPS_SHOWN,
    description: `The first ${CHIPS_SHOWN} students in the order they joined (the card's chips); studentCount tells how many there are, the students resource of the class lists them all`,
  })
  firstStudents: ClassStudentChipDto[];
}

/** The Classes tab's totals (spec §2 "Classes tab"). */
export class ClassTotalsDto implements ClassTotals {
  @ApiProperty({ type: 'integer' })
  classes: number;

  @ApiProperty({ type: 'integer' })
  activeClasses: number;

  @ApiProperty({ type: 'integer', description: 'Students in any of my classes, each counted once' })
  distinctStudents: number;
}

export class ClassTeacherDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;
}

/** A class as its student sees it. */
export class StudentClassDto implements StudentClassRecord {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true })
  gradeLevel: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  startDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  endDate: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: 'integer' })
  capacity: number;

  @ApiProperty({ type: 'integer' })
  studentCount: number;

  @ApiProperty({ type: () => ClassTeacherDto })
  teacher: ClassTeacherDto;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: Date;
}

/** DELETE /classes/{id} and DELETE /student/classes/{id}. */
export class ClassIdDto {
  @ApiProperty({ type: 'integer' })
  id: number;
}

const ATTENTION_REASONS: AttentionReason[] = ['inactive', 'low-progress'];

export class ClassAnalyticsStudentDto implements ClassAnalyticsStudent {
  @ApiProperty({ type: 'integer' })
  studentId: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ description: 'First and last name, or the username' })
  name: string;

  @ApiProperty({ type: 'integer' })
  xp: number;

  @ApiProperty({ type: 'integer' })
  level: number;

  @ApiProperty({ type: 'integer', description: 'Average progress percent over their enrollments (0 without any)' })
  averageProgress: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastActiveAt: string | null;

  @ApiProperty({ enum: ATTENTION_REASONS, isArray: true, description: 'inactive: no activity for 7 days; low-progress: average progress under 25 %' })
  reasons: AttentionReason[];
}

/** A class analytics snapshot (spec §3 "Class analytics record"). */
export class ClassAnalyticsDto implements ClassAnalyticsSnapshot {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  classId: number;

  @ApiProperty({ type: () => [ClassAnalyticsStudentDto], description: 'The top 5 by XP' })
  topPerformers: ClassAnalyticsStudentDto[];

  @ApiProperty({ type: () => [ClassAnalyticsStudentDto], description: 'No activity for 7 days, or average progress under 25 %; lowest progress first' })
  strugglingStudents: ClassAnalyticsStudentDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { math: 62, science: 40 },
    description: 'Per subject, the average completion percent across the class’s enrollments',
  })
  subjectStatistics: Record<string, number>;

  @ApiProperty({ type: String, format: 'date-time' })
  computedAt: Date;
}
