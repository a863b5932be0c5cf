import { capacityUsage } from '../../domain/classes/capacity';
import { isActiveStudent } from '../../domain/classes/student-activity';
import { rankForLevel } from '../../domain/game/progression/rank';
import type { Transaction } from '../ports/unit-of-work.port';
import type { ClassCardRecord, ClassMember, ClassRecord } from './class.repositories.port';

/** A student of a class as the teacher sees them (spec §3 "Student"). */
export interface ClassStudentView {
  id: number;
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  level: number;
  rank: string;
  xp: number;
  lastActiveAt: Date | null;
  joinedAt: Date;
}

/** A class's fields and the tiles' figures. */
export interface ClassFiguresView extends Omit<ClassRecord, 'teacherId'> {
  /** Students active in the last 7 days (the real figure behind the 'Active (7d)' tile). */
  activeStudentCount: number;
  /** Students over capacity as a percent, at most 100. */
  capacityUsage: number;
}

/** A class as its teacher sees it (spec §3 "Class"), with its students and the tiles' figures. */
export interface ClassView extends ClassFiguresView {
  students: ClassStudentView[];
}

/** A student as a class card's chip shows them: '@username', with the name as its title. */
export interface ClassStudentChipView {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A class as its card in the list shows it: the fields, the figures and only its first students
 * (the chips, spec §9: up to 6, then '+N more' from studentCount).
 */
export interface ClassSummaryView extends ClassFiguresView {
  /** The first students in the order they joined (then by id), at most CHIPS_SHOWN. */
  firstStudents: ClassStudentChipView[];
}

function toStudentView(member: ClassMember): ClassStudentView {
  return {
    id: member.userId,
    userId: member.userId,
    username: member.username,
    firstName: member.firstName,
    lastName: member.lastName,
    level: member.level,
    rank: rankForLevel(member.level),
    xp: member.xp,
    lastActiveAt: member.lastActiveAt,
    joinedAt: member.joinedAt,
  };
}

function toFiguresView(record: ClassRecord, activeStudentCount: number): ClassFiguresView {
  const { teacherId: _teacherId, ...fields } = record;
  return { ...fields, activeStudentCount, capacityUsage: capacityUsage(record.studentCount, record.capacity) };
}

function toClassView(record: ClassRecord, members: ClassMember[], now: Date): ClassView {
  const activeStudentCount = members.filter((member) => isActiveStudent(member.lastActiveAt, now)).length;
  return { ...toFiguresView(record, activeStudentCount), students: members.map(toStudentView) };
}

/** A class of the list as its card shows it: the figures, and its first students as chips. */
export function classSummary(card: ClassCardRecord): ClassSummaryView {
  const { firstMembers, activeCount, ...record } = card;
  const firstStudents = firstMembers.map(({ userId, username, firstName, lastName }) => ({ id: userId, username, firstName, lastName }));
  return { ...toFiguresView(record, activeCount), firstStudents };
}

/** The classes with their members, read in one statement. */
export async function classViews(tx: Transaction, records: ClassRecord[], now: Date): Promise<ClassView[]> {
  const members = records.length > 0 ? await tx.classMembers.membersOf(records.map((record) => record.id)) : new Map<number, ClassMember[]>();
  return records.map((record) => toClassView(record, members.get(record.id) ?? [], now));
}

export async function classView(tx: Transaction, record: ClassRecord, now: Date): Promise<ClassView> {
  const [view] = await classViews(tx, [record], now);
  return view;
}
