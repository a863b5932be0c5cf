import type { LiveSignal } from '../../../application/live/live-events.port';
import type {
  MessageContact,
  MessageThreadRepository,
  MessageView,
  PersonName,
  ThreadPage,
  ThreadRecord,
  ThreadSide,
  ThreadSummary,
} from '../../../application/messages/message.repositories.port';
import { threadStanding } from '../../../domain/messages/message-rules';
import type { Sql } from '../sql';

interface ThreadRow {
  id: number;
  parent_id: number;
  teacher_id: number;
  child_id: number;
  parent_muted: boolean;
  teacher_muted: boolean;
}

export interface MessageRow {
  id: string;
  thread_id: number;
  sender_id: number;
  sender_username: string;
  sender_first_name: string | null;
  sender_last_name: string | null;
  body: string;
  created_at: Date;
}

interface SummaryRow {
  id: number;
  child_id: number;
  child_username: string;
  child_first_name: string | null;
  child_last_name: string | null;
  with_id: number;
  with_username: string;
  with_first_name: string | null;
  with_last_name: string | null;
  muted: boolean;
  last_message_at: Date;
  unread: number;
  parent_linked: boolean;
  child_in_class: boolean;
  last_id: string | null;
  last_sender_id: number | null;
  last_sender_username: string | null;
  last_sender_first_name: string | null;
  last_sender_last_name: string | null;
  last_body: string | null;
  last_created_at: Date | null;
}

const THREAD_COLUMNS = 'id, parent_id, teacher_id, child_id, parent_muted, teacher_muted';

/** A message with its sender's name, for `FROM thread_messages m`. */
export const MESSAGE_SELECT = `SELECT m.id, m.thread_id, m.sender_id, s.username AS sender_username, s.first_name AS sender_first_name,
         s.last_name AS sender_last_name, m.body, m.created_at
    FROM thread_messages m JOIN users s ON s.id = m.sender_id`;

const PARENT_LINKED = `EXISTS (SELECT 1 FROM parent_links l WHERE l.parent_id = $1 AND l.student_id = $3 AND l.status = 'accepted')`;
const CHILD_IN_CLASS = `EXISTS (SELECT 1 FROM class_members cm JOIN classes c ON c.id = cm.class_id
                                 WHERE cm.student_id = $3 AND c.teacher_id = $2 AND c.is_active)`;

const threadRecord = (row: ThreadRow): ThreadRecord => ({
  id: row.id,
  parentId: row.parent_id,
  teacherId: row.teacher_id,
  childId: row.child_id,
  parentMuted: row.parent_muted,
  teacherMuted: row.teacher_muted,
});

export function messageView(row: MessageRow): MessageView {
  return {
    id: Number(row.id),
    threadId: row.thread_id,
    sender: { id: row.sender_id, username: row.sender_username, firstName: row.sender_first_name, lastName: row.sender_last_name },
    body: row.body,
    sentAt: new Date(row.created_at),
  };
}

const person = (id: number, username: string, firstName: string | null, lastName: string | null): PersonName => ({ id, username, firstName, lastName });

/** The other side of each side, and the columns that are each side's own. */
const SIDES = {
  parent: { own: 'parent_id', other: 'teacher_id', otherRole: 'teacher', read: 'parent_read_message_id', muted: 'parent_muted' },
  teacher: { own: 'teacher_id', other: 'parent_id', otherRole: 'parent', read: 'teacher_read_message_id', muted: 'teacher_muted' },
} as const;

function summarySql(side: ThreadSide, where: string, tail: string): string {
  const { own, other, read, muted } = SIDES[side];
  return `SELECT t.id, t.child_id, c.username AS child_username, c.first_name AS child_first_name, c.last_name AS child_last_name,
                 t.${other} AS with_id, o.username AS with_username, o.first_name AS with_first_name, o.last_name AS with_last_name,
                 t.${muted} AS muted, t.last_message_at,
                 (SELECT count(*)::int FROM thread_messages u WHERE u.thread_id = t.id AND u.id > t.${read} AND u.sender_id <> t.${own}) AS unread,
                 EXISTS (SELECT 1 FROM parent_links l WHERE l.parent_id = t.parent_id AND l.student_id = t.child_id AND l.status = 'accepted') AS parent_linked,
                 EXISTS (SELECT 1 FROM class_members cm JOIN classes k ON k.id = cm.class_id
                          WHERE cm.student_id = t.child_id AND k.teacher_id = t.teacher_id AND k.is_active) AS child_in_class,
                 lm.id AS last_id, lm.sender_id AS last_sender_id, ls.username AS last_sender_username, ls.first_name AS last_sender_first_name,
                 ls.last_name AS last_sender_last_name, lm.body AS last_body, lm.created_at AS last_created_at
            FROM message_threads t
            JOIN users c ON c.id = t.child_id
            JOIN users o ON o.id = t.${other}
            LEFT JOIN LATERAL (SELECT m.id, m.sender_id, m.body, m.created_at FROM thread_messages m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) lm ON true
            LEFT JOIN users ls ON ls.id = lm.sender_id
           WHERE ${where}
           ${tail}`;
}

function summary(row: SummaryRow, side: ThreadSide): ThreadSummary {
  return {
    id: row.id,
    child: person(row.child_id, row.child_username, row.child_first_name, row.child_last_name),
    with: { ...person(row.with_id, row.with_username, row.with_first_name, row.with_last_name), role: SIDES[side].otherRole },
    lastMessage:
      row.last_id === null
        ? null
        : {
            id: Number(row.last_id),
            threadId: row.id,
            sender: person(row.last_sender_id!, row.last_sender_username!, row.last_sender_first_name, row.last_sender_last_name),
            body: row.last_body!,
            sentAt: new Date(row.last_created_at!),
          },
    unread: row.unread,
    muted: row.muted,
    standing: threadStanding({ parentLinked: row.parent_linked, childInTeachersClass: row.child_in_class }),
    lastMessageAt: new Date(row.last_message_at),
  };
}

/** Writes in the caller's transaction; each message becomes a live signal to its thread once it commits. */
export class SqlMessageThreadRepository implements MessageThreadRepository {
  constructor(
    private readonly sql: Sql,
    private readonly signals: LiveSignal[],
  ) {}

  async relationship(parentId: number, teacherId: number, childId: number): Promise<{ parentLinked: boolean; childInTeachersClass: boolean }> {
    const row = await this.sql.one<{ parent_linked: boolean; child_in_class: boolean }>(
      `SELECT ${PARENT_LINKED} AS parent_linked, ${CHILD_IN_CLASS} AS child_in_class`,
      [parentId, teacherId, childId],
    );
    return { parentLinked: row?.parent_linked === true, childInTeachersClass: row?.child_in_class === true };
  }

  async openForUpdate(thread: { parentId: number; teacherId: number; childId: number; startedBy: number; at: Date }): Promise<ThreadRecord> {
    await this.sql.execute(
      `INSERT INTO message_threads (parent_id, teacher_id, child_id, started_by, created_at, last_message_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT ON CONSTRAINT message_threads_trio_key DO NOTHING`,
      [thread.parentId, thread.teacherId, thread.childId, thread.startedBy, thread.at],
    );
    const row = await this.sql.one<ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM message_threads WHERE parent_id = $1 AND teacher_id = $2 AND child_id = $3 FOR UPDATE`, [
      thread.parentId,
      thread.teacherId,
      thread.childId,
    ]);
    return threadRecord(row!);
  }

  async find(threadId: number): Promise<ThreadRecord | null> {
    const row = await this.sql.one<ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM message_threads WHERE id = $1`, [threadId]);
    return row && threadRecord(row);
  }

  async getForUpdate(threadId: number): Promise<ThreadRecord | null> {
    const row = await this.sql.one<ThreadRow>(`SELECT ${THREAD_COLUMNS} FROM message_threads WHERE id = $1 FOR UPDATE`, [threadId]);
    return row && threadRecord(row);
  }

  async lockSenderAndCountSince(senderId: number, since: Date): Promise<number> {
    // Class 7 of the two-key advisory locks is messaging's: one sender's messages count one at a time.
    await this.sql.execute(`SELECT pg_advisory_xact_lock(7, $1)`, [senderId]);
    const row = await this.sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM thread_messages WHERE sender_id = $1 AND created_at > $2`, [senderId, since]);
    return row?.count ?? 0;
  }

  async addMessage(message: { threadId: number; senderId: number; body: string; at: Date; notify: readonly number[] }): Promise<MessageView> {
    const row = await this.sql.one<MessageRow>(
      `WITH added AS (INSERT INTO thread_messages (thread_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING *)
       SELECT m.id, m.thread_id, m.sender_id, s.username AS sender_username, s.first_name AS sender_first_name,
              s.last_name AS sender_last_name, m.body, m.created_at
         FROM added m JOIN users s ON s.id = m.sender_id`,
      [message.threadId, message.senderId, message.body, message.at],
    );
    const view = messageView(row!);
    await this.sql.execute(
      `UPDATE message_threads
          SET last_message_at = $3,
              parent_read_message_id = CASE WHEN parent_id = $2 THEN $4 ELSE parent_read_message_id END,
              teacher_read_message_id = CASE WHEN teacher_id = $2 THEN $4 ELSE teacher_read_message_id END
        WHERE id = $1`,
      [message.threadId, message.senderId, message.at, view.id],
    );
    this.signals.push({ kind: 'message', id: view.id, userIds: [...message.notify] });
    return view;
  }

  async markRead(threadId: number, side: ThreadSide, upToMessageId: number | 'latest'): Promise<void> {
    const column = SIDES[side].read;
    const target = upToMessageId === 'latest' ? `(SELECT coalesce(max(id), 0) FROM thread_messages WHERE thread_id = $1)` : '$2::bigint';
    await this.sql.execute(
      `UPDATE message_threads SET ${column} = greatest(${column}, ${target}) WHERE id = $1`,
      upToMessageId === 'latest' ? [threadId] : [threadId, upToMessageId],
    );
  }

  async setMuted(threadId: number, side: ThreadSide, muted: boolean): Promise<void> {
    await this.sql.execute(`UPDATE message_threads SET ${SIDES[side].muted} = $2 WHERE id = $1`, [threadId, muted]);
  }

  async listFor(userId: number, side: ThreadSide, page: { offset: number; limit: number }): Promise<ThreadPage> {
    const own = SIDES[side].own;
    const read = SIDES[side].read;
    const [rows, totals] = await Promise.all([
      this.sql.rows<SummaryRow>(summarySql(side, `t.${own} = $1`, `ORDER BY t.last_message_at DESC, t.id DESC OFFSET $2 LIMIT $3`), [userId, page.offset, page.limit]),
      this.sql.one<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total,
                coalesce(sum((SELECT count(*) FROM thread_messages u WHERE u.thread_id = t.id AND u.id > t.${read} AND u.sender_id <> $1)), 0)::int AS unread
           FROM message_threads t WHERE t.${own} = $1`,
        [userId],
      ),
    ]);
    return { items: rows.map((row) => summary(row, side)), total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
  }

  async summary(threadId: number, side: ThreadSide): Promise<ThreadSummary | null> {
    const row = await this.sql.one<SummaryRow>(summarySql(side, 't.id = $1', ''), [threadId]);
    return row && summary(row, side);
  }

  async contacts(userId: number, side: ThreadSide): Promise<MessageContact[]> {
    const rows = await this.sql.rows<{ child: PersonName; person: PersonName; class_names: string[] }>(
      `SELECT json_build_object('id', c.id, 'username', c.username, 'firstName', c.first_name, 'lastName', c.last_name) AS child,
              json_build_object('id', p.id, 'username', p.username, 'firstName', p.first_name, 'lastName', p.last_name) AS person,
              array_agg(k.name ORDER BY k.name) AS class_names
         FROM parent_links l
         JOIN class_members cm ON cm.student_id = l.student_id
         JOIN classes k ON k.id = cm.class_id AND k.is_active
         JOIN users c ON c.id = l.student_id
         JOIN users p ON p.id = ${side === 'parent' ? 'k.teacher_id' : 'l.parent_id'}
        WHERE l.status = 'accepted' AND ${side === 'parent' ? 'l.parent_id' : 'k.teacher_id'} = $1
        GROUP BY c.id, p.id
        ORDER BY lower(coalesce(c.first_name, c.username)), c.id, lower(coalesce(p.last_name, p.username)), p.id
        LIMIT 500`,
      [userId],
    );
    return rows.map((row) => ({ child: row.child, person: { ...row.person, role: SIDES[side].otherRole }, classNames: row.class_names }));
  }

  async messages(threadId: number, page: { before: number | null; limit: number }): Promise<{ items: MessageView[]; hasMore: boolean }> {
    const rows = await this.sql.rows<MessageRow>(`${MESSAGE_SELECT} WHERE m.thread_id = $1 AND ($2::bigint IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT $3`, [
      threadId,
      page.before,
      page.limit + 1,
    ]);
    return { items: rows.slice(0, page.limit).map(messageView).reverse(), hasMore: rows.length > page.limit };
  }
}
