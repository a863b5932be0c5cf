import type { GoalKind } from '../../domain/parents/parent-goal';
import type { BudgetMonth } from '../../domain/parents/monthly-budget';

/** A parent's tokens and monthly budget. */
export interface ParentAccount {
  userId: number;
  timeZone: string;
  tokenBalance: number;
  monthlyEducationBudget: number;
}

export interface ParentAccountRepository {
  /** Locks the parent's user row (the first lock of every parent command that moves tokens). */
  getForUpdate(parentId: number): Promise<ParentAccount | null>;
  /** The latest month whose budget was credited; asked after the lock, it sees what the previous holder committed. */
  lastCreditedMonth(parentId: number): Promise<BudgetMonth | null>;
  /** Credits the month's budget with its ledger row; null when that month was credited already. */
  creditMonthlyBudget(parentId: number, amount: number, month: BudgetMonth): Promise<number | null>;
  setMonthlyBudget(parentId: number, amount: number): Promise<void>;
}

/** A child as the parent's lists name them: shown by first and last name, else the username. */
export interface ChildPerson {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

export const PARENT_TRANSFER_SORTS = ['createdAt', 'amount'] as const;
export type ParentTransferSort = (typeof PARENT_TRANSFER_SORTS)[number];

/** Which of the parent's transfers to connected children, in which order, which slice. */
export interface ParentTransferQuery {
  sort: ParentTransferSort;
  order: 'ASC' | 'DESC';
  childId?: number;
  ids?: number[];
  offset: number;
  limit: number;
}

/** A transfer the parent made to a connected child. */
export interface ParentTransferRecord {
  id: number;
  childId: number;
  child: ChildPerson;
  amount: number;
  note: string | null;
  createdAt: Date;
}

export interface ParentTransferRepository {
  /** Records a transfer (its ledger rows are written by the caller); answers its id. */
  record(transfer: { parentId: number; childId: number; amount: number; note: string | null; at: Date }): Promise<number>;
  /** The parent's transfers to children still connected, filtered, sorted (ties by id) and sliced, and how many match. */
  page(parentId: number, query: ParentTransferQuery): Promise<{ rows: ParentTransferRecord[]; total: number }>;
}

export interface ParentGoal {
  id: number;
  childId: number;
  childName: string;
  title: string;
  kind: GoalKind;
  target: number;
  dueDate: string | null;
  completedAt: Date | null;
  createdAt: Date;
}

/** A goal in the parent's list: its child named as well. */
export interface ParentGoalRecord extends ParentGoal {
  child: ChildPerson;
}

export const PARENT_GOAL_SORTS = ['createdAt', 'dueDate', 'title', 'target'] as const;
export type ParentGoalSort = (typeof PARENT_GOAL_SORTS)[number];

/** Which of the parent's goals for connected children, in which order, which slice. */
export interface ParentGoalQuery {
  sort: ParentGoalSort;
  order: 'ASC' | 'DESC';
  childId?: number;
  completed?: boolean;
  /** Words that must all be in the title. */
  q?: string;
  ids?: number[];
  offset: number;
  limit: number;
}

export interface StudentGoal extends ParentGoal {
  parentName: string;
}

export interface GoalFields {
  title: string;
  kind: GoalKind;
  target: number;
  dueDate: string | null;
}

export interface ParentGoalRepository {
  /** The parent's goals for their connected children (one child when childId is given), newest first. */
  listForParent(parentId: number, childId: number | null): Promise<ParentGoal[]>;
  /** The same goals filtered, sorted (ties by id) and sliced, and how many match. */
  page(parentId: number, query: ParentGoalQuery): Promise<{ rows: ParentGoalRecord[]; total: number }>;
  /** The goal when it is this parent's and its child is still connected; locked when forUpdate. */
  findForParent(parentId: number, goalId: number, forUpdate?: boolean): Promise<ParentGoal | null>;
  create(goal: GoalFields & { parentId: number; childId: number; at: Date }): Promise<number>;
  update(goalId: number, fields: GoalFields): Promise<void>;
  complete(goalId: number, at: Date): Promise<void>;
  /** Goals set for the student by their connected parents, newest first. */
  listForStudent(studentId: number): Promise<StudentGoal[]>;
}
