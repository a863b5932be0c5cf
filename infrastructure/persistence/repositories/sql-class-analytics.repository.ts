import type {
  ClassAnalyticsRepository,
  ClassAnalyticsSnapshot,
  ClassAnalyticsStudent,
  ClassStudentFigures,
} from '../../../application/classes/class.repositories.port';
import type { Sql } from '../sql';

interface SnapshotRow {
  id: number;
  class_id: number;
  top_performers: ClassAnalyticsStudent[];
  struggling_students: ClassAnalyticsStudent[];
  subject_statistics: Record<string, number>;
  computed_at: Date;
}

const toSnapshot = (row: SnapshotRow): ClassAnalyticsSnapshot => ({
  id: row.id,
  classId: row.class_id,
  topPerformers: row.top_performers,
  strugglingStudents: row.struggling_students,
  subjectStatistics: row.subject_statistics,
  computedAt: row.computed_at,
});

const SNAPSHOT_COLUMNS = 'id, class_id, top_performers, struggling_students, subject_statistics, computed_at';

export class SqlClassAnalyticsRepository implements ClassAnalyticsRepository {
  constructor(private readonly sql: Sql) {}

  async latest(classId: number): Promise<ClassAnalyticsSnapshot | null> {
    const row = await this.sql.one<SnapshotRow>(
      `SELECT ${SNAPSHOT_COLUMNS} FROM class_analytics WHERE class_id = $1 ORDER BY computed_at DESC, id DESC LIMIT 1`,
      [classId],
    );
    return row && toSnapshot(row);
  }

  async save(snapshot: Omit<ClassAnalyticsSnapshot, 'id'>): Promise<ClassAnalyticsSnapshot> {
    const row = await this.sql.one<SnapshotRow>(
      `INSERT INTO class_analytics (class_id, top_performers, struggling_students, subject_statistics, computed_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${SNAPSHOT_COLUMNS}`,
      [snapshot.classId, JSON.stringify(snapshot.topPerformers), JSON.stringify(snapshot.strugglingStudents), JSON.stringify(snapshot.subjectStatistics), snapshot.computedAt],
    );
    return toSnapshot(row!);
  }

  async studentFigures(classId: number): Promise<ClassStudentFigures[]> {
    const rows = await this.sql.rows<{
      user_id: number;
      username: string;
      first_name: string | null;
      last_name: string | null;
      xp: number | null;
      level: number | null;
      last_active_at: Date | null;
      progress_sum: string;
      enrollment_count: number;
    }>(
      `SELECT u.id AS user_id, u.username, u.first_name, u.last_name, g.xp, g.level, a.last_active_at,
              COALESCE(e.progress_sum, 0) AS progress_sum, COALESCE(e.enrollment_count, 0)::int AS enrollment_count
         FROM class_members m
         JOIN users u ON u.id = m.student_id
         LEFT JOIN gaming_profiles g ON g.user_id = m.student_id
         LEFT JOIN activity_totals a ON a.user_id = m.student_id
         LEFT JOIN LATERAL (
           SELECT sum(progress_percent) AS progress_sum, count(*) AS enrollment_count FROM enrollments WHERE student_id = m.student_id
         ) e ON true
        WHERE m.class_id = $1`,
      [classId],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      xp: row.xp ?? 0,
      level: row.level ?? 1,
      lastActiveAt: row.last_active_at,
      progressSum: Number(row.progress_sum),
      enrollmentCount: row.enrollment_count,
    }));
  }

  async subjectTotals(classId: number): Promise<Array<{ subject: string; progressSum: number; count: number }>> {
    const rows = await this.sql.rows<{ subject: string; progress_sum: string; count: number }>(
      `SELECT c.category AS subject, sum(e.progress_percent) AS progress_sum, count(*)::int AS count
         FROM class_members m
         JOIN enrollments e ON e.student_id = m.student_id
         JOIN content_items c ON c.id = e.content_id
        WHERE m.class_id = $1
        GROUP BY c.category`,
      [classId],
    );
    return rows.map((row) => ({ subject: row.subject, progressSum: Number(row.progress_sum), count: row.count }));
  }
}
