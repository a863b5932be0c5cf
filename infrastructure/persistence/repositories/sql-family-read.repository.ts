import type { ConnectedChild, FamilyReadRepository, LinkedParent, ParentIdentity, PendingRequest } from '../../../application/parents/family-reads.port';
import type { ChildEnrollment, QuizScore } from '../../../domain/parents/child-progress';
import { displayName } from '../../../domain/parents/parent-goal';
import type { Sql } from '../sql';

interface ChildRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  level: number | null;
  xp: number | null;
  token_balance: number;
  connected_at: Date;
}

interface ParentRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  status: 'accepted' | 'pending';
  at: Date;
}

interface EnrollmentRow {
  id: number;
  content_id: number;
  title: string;
  type: ChildEnrollment['content']['type'];
  category: ChildEnrollment['content']['category'];
  teacher_id: number;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  progress_percent: number;
  time_spent_seconds: number;
  last_accessed: Date | null;
  completed_at: Date | null;
  created_at: Date;
  tokens_spent: number;
  access_type: ChildEnrollment['accessType'];
}

const date = (value: Date | null) => value && new Date(value);

/** The family's read-only views, straight from the tables (ARCHITECTURE "Data"). */
export class SqlFamilyReadRepository implements FamilyReadRepository {
  constructor(private readonly sql: Sql) {}

  async children(parentId: number, childId?: number): Promise<ConnectedChild[]> {
    const rows = await this.sql.rows<ChildRow>(
      `SELECT u.id, u.username, u.first_name, u.last_name, g.level, g.xp, u.token_balance, l.decided_at AS connected_at
         FROM parent_links l
         JOIN users u ON u.id = l.student_id
         LEFT JOIN gaming_profiles g ON g.user_id = u.id
        WHERE l.parent_id = $1 AND l.status = 'accepted' AND ($2::integer IS NULL OR l.student_id = $2::integer)
        ORDER BY l.decided_at, l.student_id`,
      [parentId, childId ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      level: row.level ?? 1,
      xp: row.xp ?? 0,
      tokenBalance: row.token_balance,
      connectedAt: new Date(row.connected_at),
    }));
  }

  async pendingRequests(parentId: number): Promise<PendingRequest[]> {
    const rows = await this.sql.rows<{ identifier: string | null; requested_at: Date }>(
      `SELECT identifier, requested_at FROM parent_links WHERE parent_id = $1 AND status = 'pending'
       UNION ALL
       SELECT identifier, requested_at FROM unmatched_parent_requests WHERE parent_id = $1
       ORDER BY requested_at, identifier`,
      [parentId],
    );
    return rows.map((row) => ({ identifier: row.identifier ?? '', requestedAt: new Date(row.requested_at) }));
  }

  async parentsOf(studentId: number): Promise<{ parents: LinkedParent[]; requests: LinkedParent[] }> {
    const rows = await this.sql.rows<ParentRow>(
      `SELECT u.id, u.username, u.first_name, u.last_name, l.status,
              CASE WHEN l.status = 'accepted' THEN l.decided_at ELSE l.requested_at END AS at
         FROM parent_links l
         JOIN users u ON u.id = l.parent_id
        WHERE l.student_id = $1 AND l.status IN ('accepted', 'pending')
        ORDER BY at, u.id`,
      [studentId],
    );
    const toParent = (row: ParentRow): LinkedParent => ({ id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, at: new Date(row.at) });
    return {
      parents: rows.filter((row) => row.status === 'accepted').map(toParent),
      requests: rows.filter((row) => row.status === 'pending').map(toParent),
    };
  }

  async parentIdentity(parentId: number): Promise<ParentIdentity | null> {
    const row = await this.sql.one<{ id: number; username: string; first_name: string | null; last_name: string | null; children_count: number }>(
      `SELECT u.id, u.username, u.first_name, u.last_name,
              (SELECT count(*)::integer FROM parent_links l WHERE l.parent_id = u.id AND l.status = 'accepted') AS children_count
         FROM users u WHERE u.id = $1 AND u.user_role = 'parent'`,
      [parentId],
    );
    return row && { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, childrenCount: row.children_count };
  }

  async childEnrollments(childId: number): Promise<ChildEnrollment[]> {
    const rows = await this.sql.rows<EnrollmentRow>(
      `SELECT e.id, c.id AS content_id, c.title, c.type, c.category, c.teacher_id,
              t.username AS teacher_username, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name,
              e.progress_percent, e.time_spent_seconds, e.last_accessed, e.completed_at, e.created_at, e.tokens_spent, e.access_type
         FROM enrollments e
         JOIN content_items c ON c.id = e.content_id
         JOIN users t ON t.id = c.teacher_id
        WHERE e.student_id = $1
        ORDER BY e.created_at DESC, e.id DESC`,
      [childId],
    );
    return rows.map((row) => ({
      enrollmentId: row.id,
      content: { id: row.content_id, title: row.title, type: row.type, category: row.category },
      teacherId: row.teacher_id,
      teacherName: displayName({ username: row.teacher_username, firstName: row.teacher_first_name, lastName: row.teacher_last_name }),
      teacherUsername: row.teacher_username,
      progress: row.progress_percent,
      timeSpentSeconds: row.time_spent_seconds,
      lastAccessed: date(row.last_accessed),
      completedAt: date(row.completed_at),
      createdAt: new Date(row.created_at),
      tokensSpent: row.tokens_spent,
      accessType: row.access_type,
    }));
  }

  async quizScores(childId: number): Promise<QuizScore[]> {
    const rows = await this.sql.rows<{ score: number; max_score: number }>(`SELECT score, max_score FROM quiz_attempts WHERE student_id = $1`, [childId]);
    return rows.map((row) => ({ score: row.score, maxScore: row.max_score }));
  }
}
