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
  /** The teachers of the active classes a student belongs to (a few at most). */
  teachersOfStudent(studentId: number): Promise<number[]>;
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

/**
 * An invitation's state. pending: the student sees it and answers. silent: nobody ever sees it (the
 * name typed is nobody, not a student, already in the class, already invited, or declined the
 * class before); the teacher cannot tell it from a pending one. accepted and declined: answered.
 */
export type ClassInvitationState = 'pending' | 'silent' | 'accepted' | 'declined';

export interface ClassInvitationRecord {
  id: number;
  classId: number;
  /** The student the invitation went to; null when what was typed names no student. */
  studentId: number | null;
  /** The username, e-mail or id exactly as the teacher typed it. */
  invitedAs: string;
  state: ClassInvitationState;
  createdAt: Date;
  answeredAt: Date | null;
}

/** An invitation as its teacher sees it until it is accepted: only what they typed, and when. */
export interface SentClassInvitation {
  id: number;
  invitedAs: string;
  createdAt: Date;
}

/** An invitation as its student sees it: the class and its teacher's public name. */
export interface ReceivedClassInvitation {
  id: number;
  classId: number;
  className: string;
  subject: string | null;
  gradeLevel: string | null;
  teacher: { id: number; username: string; firstName: string | null; lastName: string | null };
  invitedAt: Date;
}

export interface ClassInvitationRepository {
  /** Records an invitation; one pending invitation per class and student (the class row is locked by the caller). */
  create(invitation: { classId: number; studentId: number | null; invitedAs: string; state: 'pending' | 'silent' }, now: Date): Promise<SentClassInvitation>;
  /** How the student stands with the class's invitations: a pending one, a declined one, or none. */
  standing(classId: number, studentId: number): Promise<'pending' | 'declined' | null>;
  find(invitationId: number): Promise<ClassInvitationRecord | null>;
  /** The invitation, locked for the rest of the transaction. */
  getForUpdate(invitationId: number): Promise<ClassInvitationRecord | null>;
  answer(invitationId: number, state: 'accepted' | 'declined', now: Date): Promise<void>;
  /** A student who joins by code answers the class's pending invitation with it. */
  acceptPending(classId: number, studentId: number, now: Date): Promise<void>;
  /** Removes an invitation of the class that was not accepted; false when there was none. */
  withdraw(classId: number, invitationId: number): Promise<boolean>;
  /** The class's invitations not accepted (pending, silent or declined alike), newest first. */
  openOfClass(classId: number): Promise<SentClassInvitation[]>;
  /** The student's pending invitations, newest first. */
  pendingOfStudent(studentId: number): Promise<ReceivedClassInvitation[]>;
}

/** Who a join attempt counts against: the student and the address it came from. */
export interface JoinAttemptKeys {
  studentId: number;
  address: string;
}

/**
 * The wrong join codes of each student and each address lately, shared by every worker and instance
 * on the database. A join attempt locks its two counts for its whole transaction, so attempts of
 * one student or address are taken one after another and parallel guesses cannot slip past the
 * limit, while a right code is never counted at all.
 */
export interface JoinAttemptRepository {
  /** Locks the counts of the student and the address; answers the times (ms) of their wrong attempts kept. */
  lockRecent(keys: JoinAttemptKeys): Promise<{ student: number[]; address: number[] }>;
  /** Keeps these times as the wrong attempts of the student and of the address (the caller drops those out of the window). */
  save(keys: JoinAttemptKeys, recent: { student: number[]; address: number[] }): Promise<void>;
}
