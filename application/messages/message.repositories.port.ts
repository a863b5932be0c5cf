import type { ThreadStanding } from '../../domain/messages/message-rules';

export type ThreadSide = 'parent' | 'teacher';

export interface PersonName {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ThreadRecord {
  id: number;
  parentId: number;
  teacherId: number;
  childId: number;
  parentMuted: boolean;
  teacherMuted: boolean;
}

export interface MessageView {
  id: number;
  threadId: number;
  sender: PersonName;
  body: string;
  sentAt: Date;
}

export interface ThreadSummary {
  id: number;
  child: PersonName;
  /** The other side: the teacher for a parent, the parent for a teacher. */
  with: PersonName & { role: ThreadSide };
  lastMessage: MessageView | null;
  unread: number;
  muted: boolean;
  standing: ThreadStanding;
  lastMessageAt: Date;
}

/** Someone I may write to about a child. */
export interface MessageContact {
  child: PersonName;
  person: PersonName & { role: ThreadSide };
  /** The teacher's classes the child is in. */
  classNames: string[];
}

export interface ThreadPage {
  items: ThreadSummary[];
  total: number;
  unread: number;
}

/** Threads between a parent and a teacher about a child, bound to a transaction. */
export interface MessageThreadRepository {
  /** Whether the parent and the teacher may talk about the child now (see threadStanding). */
  relationship(parentId: number, teacherId: number, childId: number): Promise<{ parentLinked: boolean; childInTeachersClass: boolean }>;
  /** The trio's thread, created when there is none yet; answers it locked. */
  openForUpdate(thread: { parentId: number; teacherId: number; childId: number; startedBy: number; at: Date }): Promise<ThreadRecord>;
  find(threadId: number): Promise<ThreadRecord | null>;
  getForUpdate(threadId: number): Promise<ThreadRecord | null>;
  /**
   * Holds the sender's messaging lock to the end of the transaction and answers how many messages they
   * sent since the given time, so two messages at once cannot both pass the hourly limit.
   */
  lockSenderAndCountSince(senderId: number, since: Date): Promise<number>;
  /** Adds the message and marks it read by its sender; it reaches `notify` live once committed. */
  addMessage(message: { threadId: number; senderId: number; body: string; at: Date; notify: readonly number[] }): Promise<MessageView>;
  markRead(threadId: number, side: ThreadSide, upToMessageId: number | 'latest'): Promise<void>;
  setMuted(threadId: number, side: ThreadSide, muted: boolean): Promise<void>;
  /** My threads, latest first, with each one's unread count. */
  listFor(userId: number, side: ThreadSide, page: { offset: number; limit: number }): Promise<ThreadPage>;
  summary(threadId: number, side: ThreadSide): Promise<ThreadSummary | null>;
  /** The people I may start a thread with, by child: a parent's children's teachers, a teacher's students' parents. */
  contacts(userId: number, side: ThreadSide): Promise<MessageContact[]>;
  /** The thread's messages, oldest first: the latest `limit`, or those before a message. */
  messages(threadId: number, page: { before: number | null; limit: number }): Promise<{ items: MessageView[]; hasMore: boolean }>;
}

export interface AnnouncementView {
  id: number;
  classId: number;
  className: string;
  teacher: PersonName;
  body: string;
  postedAt: Date;
}

/** Class announcements, bound to a transaction. */
export interface AnnouncementRepository {
  add(announcement: { classId: number; teacherId: number; body: string; at: Date }): Promise<number>;
  /** Holds the teacher's messaging lock to the end of the transaction and answers how many announcements they posted since the time. */
  lockTeacherAndCountSince(teacherId: number, since: Date): Promise<number>;
  /** The class's students, and their accepted parents, who hear of an announcement. */
  audience(classId: number): Promise<{ studentIds: number[]; parentIds: number[] }>;
  /** Announcements of the classes the student is in, newest first. */
  forStudent(studentId: number, limit: number): Promise<AnnouncementView[]>;
  /** Announcements of the classes the parent's accepted children are in, newest first, with the children they concern. */
  forParent(parentId: number, limit: number): Promise<Array<AnnouncementView & { children: PersonName[] }>>;
  forClass(classId: number, limit: number): Promise<AnnouncementView[]>;
}
