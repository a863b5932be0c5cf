import type { ChildEnrollment, QuizScore } from '../../domain/parents/child-progress';

/** A connected child as the parent's screens list them (level and XP from the game profile). */
export interface ConnectedChild {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  level: number;
  xp: number;
  tokenBalance: number;
  connectedAt: Date;
}

/** A request the child has not answered: only what the parent typed and when. */
export interface PendingRequest {
  identifier: string;
  requestedAt: Date;
}

/** A parent as the student sees them: never an e-mail. `at` is when they connected or asked. */
export interface LinkedParent {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  at: Date;
}

export interface ParentIdentity {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  childrenCount: number;
}

/** Read-only family views; every child read here is already checked to be connected. */
export interface FamilyReadRepository {
  /** The parent's connected children (only `childId` when given), oldest link first. */
  children(parentId: number, childId?: number): Promise<ConnectedChild[]>;
  /** The parent's requests still waiting for an answer, oldest first. */
  pendingRequests(parentId: number): Promise<PendingRequest[]>;
  /** The student's connected parents (oldest link first) and pending requests (oldest first). */
  parentsOf(studentId: number): Promise<{ parents: LinkedParent[]; requests: LinkedParent[] }>;
  /** Null when the user is not a parent. */
  parentIdentity(parentId: number): Promise<ParentIdentity | null>;
  /** Every enrollment of the child with its content and teacher. */
  childEnrollments(childId: number): Promise<ChildEnrollment[]>;
  /** The child's quiz attempts. */
  quizScores(childId: number): Promise<QuizScore[]>;
}
