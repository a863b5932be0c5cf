/** The family links between parents and students; only an accepted link lets a parent see a child. */
export interface ParentLinkRepository {
  /** True when the student accepted this parent (or connected them with a link code). */
  isConnected(parentId: number, studentId: number): Promise<boolean>;
  /** The ids of the parent's connected children, oldest link first. */
  connectedChildIds(parentId: number): Promise<number[]>;
}
