import type {
  ClassInvitationRecord,
  ClassInvitationRepository,
  ClassInvitationState,
  ReceivedClassInvitation,
  SentClassInvitation,
} from '../../../application/classes/class.repositories.port';
import type { Sql } from '../sql';

interface InvitationRow {
  id: number;
  class_id: number;
  student_id: number | null;
  invited_as: string;
  state: ClassInvitationState;
  created_at: Date;
  answered_at: Date | null;
}

interface ReceivedRow {
  id: number;
  class_id: number;
  class_name: string;
  subject: string | null;
  grade_level: string | null;
  teacher_id: number;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  created_at: Date;
}

const COLUMNS = 'id, class_id, student_id, invited_as, state, created_at, answered_at';

const toRecord = (row: InvitationRow): ClassInvitationRecord => ({
  id: row.id,
  classId: row.class_id,
  studentId: row.student_id,
  invitedAs: row.invited_as,
  state: row.state,
  createdAt: row.created_at,
  answeredAt: row.answered_at,
});

const toSent = (row: { id: number; invited_as: string; created_at: Date }): SentClassInvitation => ({ id: row.id, invitedAs: row.invited_as, createdAt: row.created_at });

/** Class invitations (table class_invitations). */
export class SqlClassInvitationRepository implements ClassInvitationRepository {
  constructor(private readonly sql: Sql) {}

  async create(invitation: { classId: number; studentId: number | null; invitedAs: string; state: 'pending' | 'silent' }, now: Date): Promise<SentClassInvitation> {
    const row = await this.sql.one<{ id: number; invited_as: string; created_at: Date }>(
      `INSERT INTO class_invitations (class_id, student_id, invited_as, state, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, invited_as, created_at`,
      [invitation.classId, invitation.studentId, invitation.invitedAs, invitation.state, now],
    );
    return toSent(row!);
  }

  async standing(classId: number, studentId: number): Promise<'pending' | 'declined' | null> {
    const row = await this.sql.one<{ state: 'pending' | 'declined' }>(
      `SELECT state FROM class_invitations WHERE class_id = $1 AND student_id = $2 AND state IN ('pending', 'declined')
        ORDER BY state = 'declined' DESC LIMIT 1`,
      [classId, studentId],
    );
    return row?.state ?? null;
  }

  async find(invitationId: number): Promise<ClassInvitationRecord | null> {
    const row = await this.sql.one<InvitationRow>(`SELECT ${COLUMNS} FROM class_invitations WHERE id = $1`, [invitationId]);
    return row && toRecord(row);
  }

  async getForUpdate(invitationId: number): Promise<ClassInvitationRecord | null> {
    const row = await this.sql.one<InvitationRow>(`SELECT ${COLUMNS} FROM class_invitations WHERE id = $1 FOR UPDATE`, [invitationId]);
    return row && toRecord(row);
  }

  async answer(invitationId: number, state: 'accepted' | 'declined', now: Date): Promise<void> {
    await this.sql.execute(`UPDATE class_invitations SET state = $2, answered_at = $3 WHERE id = $1`, [invitationId, state, now]);
  }

  async acceptPending(classId: number, studentId: number, now: Date): Promise<void> {
    await this.sql.execute(`UPDATE class_invitations SET state = 'accepted', answered_at = $3 WHERE class_id = $1 AND student_id = $2 AND state = 'pending'`, [
      classId,
      studentId,
      now,
    ]);
  }

  async withdraw(classId: number, invitationId: number): Promise<boolean> {
    return (await this.sql.execute(`DELETE FROM class_invitations WHERE id = $1 AND class_id = $2 AND state <> 'accepted'`, [invitationId, classId])) > 0;
  }

  async openOfClass(classId: number): Promise<SentClassInvitation[]> {
    const rows = await this.sql.rows<{ id: number; invited_as: string; created_at: Date }>(
      `SELECT id, invited_as, created_at FROM class_invitations WHERE class_id = $1 AND state <> 'accepted' ORDER BY created_at DESC, id DESC`,
      [classId],
    );
    return rows.map(toSent);
  }

  async pendingOfStudent(studentId: number): Promise<ReceivedClassInvitation[]> {
    const rows = await this.sql.rows<ReceivedRow>(
      `SELECT i.id, c.id AS class_id, c.name AS class_name, c.subject, c.grade_level,
              t.id AS teacher_id, t.username AS teacher_username, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name, i.created_at
         FROM class_invitations i
         JOIN classes c ON c.id = i.class_id
         JOIN users t ON t.id = c.teacher_id
        WHERE i.student_id = $1 AND i.state = 'pending'
        ORDER BY i.created_at DESC, i.id DESC`,
      [studentId],
    );
    return rows.map((row) => ({
      id: row.id,
      classId: row.class_id,
      className: row.class_name,
      subject: row.subject,
      gradeLevel: row.grade_level,
      teacher: { id: row.teacher_id, username: row.teacher_username, firstName: row.teacher_first_name, lastName: row.teacher_last_name },
      invitedAt: row.created_at,
    }));
  }
}
