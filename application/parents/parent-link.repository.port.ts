export type ParentLinkStatus = 'pending' | 'accepted' | 'declined';

/** A family link between a parent and a student. */
export interface ParentLink {
  parentId: number;
  studentId: number;
  status: ParentLinkStatus;
  /** The username, e-mail or id exactly as the parent typed it; null for a link made with a link code. */
  identifier: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
}

/** The family links between parents and students; only an accepted link lets a parent see a child. */
export interface ParentLinkRepository {
  /** True when the student accepted this parent (or connected them with a link code). */
  isConnected(parentId: number, studentId: number): Promise<boolean>;
  /** The ids of the parent's connected children, oldest link first. */
  connectedChildIds(parentId: number): Promise<number[]>;
  /** The link, locked for the rest of the transaction. */
  getForUpdate(parentId: number, studentId: number): Promise<ParentLink | null>;
  /**
   * Records a pending request when there is no link yet; answers the link as it stands, locked
   * (the new request, or the earlier link, pending or decided), and whether this call created it.
   */
  request(parentId: number, studentId: number, identifier: string, now: Date): Promise<{ link: ParentLink; created: boolean }>;
  /**
   * Records a request for an identifier that names no student, kept for the parent's list alone;
   * answers when it was first asked (letter case aside).
   */
  requestUnmatched(parentId: number, identifier: string, now: Date): Promise<{ identifier: string; requestedAt: Date }>;
  /** Accepts the link, creating it when there is none; false when it was accepted already. */
  connect(parentId: number, studentId: number, now: Date): Promise<boolean>;
  /** Answers a pending request. */
  decide(parentId: number, studentId: number, status: 'accepted' | 'declined', now: Date): Promise<void>;
  /** Removes an accepted link; false when there was none. */
  removeConnected(parentId: number, studentId: number): Promise<boolean>;
  /** True when some student's profile holds this code, expired or not. */
  linkCodeInUse(code: string): Promise<boolean>;
  /** Gives the student this code until `expiresAt`, replacing any earlier one. Throws LinkCodeTakenError on a collision. */
  setLinkCode(studentId: number, code: string, expiresAt: Date): Promise<void>;
  /** Takes the code away from the student holding it, if it is still valid at `now`; answers that student's id. */
  redeemLinkCode(code: string, now: Date): Promise<number | null>;
}
