import type { AttentionReason } from '../../domain/classes/class-analytics';
import type { ClassForm } from '../../domain/classes/class-form';

/** A class as stored. */
export interface ClassRecord extends ClassForm {
  id: number;
  teacherId: number;
  joinCode: string;
  studentCount: number;
  createdAt: Date;
}

/** A student in a class (spec §3 "Student": id, username, firstName, lastName, userId, level, xp; rank comes from the level). */
export interface ClassMember {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  level: number;
  xp: number;
  lastActiveAt: Date | null;
  joinedAt: Date;
}

/** A member as a class card's chip shows them: the handle, and the name in its title. */
export interface ClassMemberChip {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** A class as its card in the list shows it: the record, its first members and how many are active. */
export interface ClassCardRecord extends ClassRecord {
  /** The first members by joined time, then student id. */
  firstMembers: ClassMemberChip[];
  /** Members last active at or after the time asked for. */
  activeCount: number;
}

/** A teacher's classes in figures (the Classes tab's totals). */
export interface ClassTotals {
  classes: number;
  activeClasses: number;
  /** Students in any of the classes, each counted once. */
  distinctStudents: number;
}

/** A class as its student sees it: no join code, the teacher's public name. */
export interface StudentClassRecord {
  id: number;
  name: string;
  subject: string | null;
  gradeLevel: string | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  capacity: number;
  studentCount: number;
  teacher: { id: number; username: string; firstName: string | null; lastName: string | null };
  joinedAt: Date;
}

/** What the react-admin list asks for: sorted, filtered, one page. */
export interface ClassPageQuery {
  sort: 'id' | 'name' | 'subject' | 'gradeLevel' | 'capacity' | 'studentCount' | 'isActive' | 'startDate' | 'createdAt';
  order: 'ASC' | 'DESC';
  /** Contained in the name, subject or grade level (case-insensitive). */
  q?: string;
  isActive?: boolean;
  ids?: number[];
  offset: number;
  limit: number;
}

export interface ClassRepository {
  /** Records a class; a join code already held by an active class throws JoinCodeTakenError. */
  create(teacherId: number, form: ClassForm, joinCode: string, now: Date): Promise<ClassRecord>;
  /** Locks the class row for the rest of the transaction (capacity, membership and changes go through it). */
  getForUpdate(classId: number): Promise<ClassRecord | null>;
  find(classId: number): Promise<ClassRecord | null>;
  /** Writes the form and the join code; a code held by another active class throws JoinCodeTakenError. */
  update(classId: number, form: ClassForm, joinCode: string): Promise<ClassRecord>;
  /** True when an active class other than `exceptClassId` holds the code. */
  joinCodeInUse(joinCode: string, exceptClassId?: number): Promise<boolean>;
  /** The class holding the code: an active one first, otherwise a deactivated one; null when none does. */
  findIdByJoinCode(joinCode: string): Promise<number | null>;
  changeStudentCount(classId: number, delta: number): Promise<void>;
  delete(classId: number): Promise<void>;
  /** The teacher's classes, newest first. */
  listOfTeacher(teacherId: number): Promise<ClassRecord[]>;
  /**
   * One page of the teacher's classes as their cards show them, each with its first `preview.shown`
   * members in the order they joined and how many of its members were last active at or after
   * `preview.activeSince`; and how many classes match in all. One statement.
   */
  cardPageOfTeacher(teacherId: number, query: ClassPageQuery, preview: { shown: number; activeSince: Date }): Promise<{ rows: ClassCardRecord[]; total: number }>;
  /** How many classes the teacher has, how many are active and how many distinct students they hold. */
  totalsOfTeacher(teacherId: number): Promise<ClassTotals>;
}

export interface ClassMemberRepository {
  isMember(classId: number, studentId: number): Promise<boolean>;
  add(classId: number, studentId: number, now: Date): Promise<void>;
  /** Answers false when the student was not a member. */
  remove(classId: number, studentId: number): Promise<boolean>;
  /** The members of each class, in the order they joined. */
  membersOf(classIds: number[]): Promise<Map<number, ClassMember[]>>;
  /** The classes a student belongs to, latest joined first. */
  classesOfStudent(studentId: number): Promise<StudentClassRecord[]>;
}

/** A student as a class analytics snapshot lists them (spec §3: each with username or name). */
export interface ClassAnalyticsStudent {
  studentId: number;
  username: string;
  name: string;
  xp: number;
  level: number;
  averageProgress: number;
  lastActiveAt: string | null;
  /** Why the student needs attention; empty among the top performers who do not. */
  reasons: AttentionReason[];
}

export interface ClassAnalyticsSnapshot {
  id: number;
  classId: number;
  topPerformers: ClassAnalyticsStudent[];
  strugglingStudents: ClassAnalyticsStudent[];
  subjectStatistics: Record<string, number>;
  computedAt: Date;
}

/** What the snapshot is computed from: each member's figures and the class's enrollments per subject. */
export interface ClassStudentFigures {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  xp: number;
  level: number;
  lastActiveAt: Date | null;
  progressSum: number;
  enrollmentCount: number;
}

export interface ClassAnalyticsRepository {
  latest(classId: number): Promise<ClassAnalyticsSnapshot | null>;
  save(snapshot: Omit<ClassAnalyticsSnapshot, 'id'>): Promise<ClassAnalyticsSnapshot>;
  studentFigures(classId: number): Promise<ClassStudentFigures[]>;
  subjectTotals(classId: number): Promise<Array<{ subject: string; progressSum: number; count: number }>>;
}
