import type { ClassMember, ClassMemberRepository, StudentClassRecord } from '../../../application/classes/class.repositories.port';
import type { Sql } from '../sql';

interface MemberRow {
  class_id: number;
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  level: number | null;
  xp: number | null;
  last_active_at: Date | null;
  joined_at: Date;
}

interface StudentClassRow {
  id: number;
  name: string;
  subject: string | null;
  grade_level: string | null;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  is_active: boolean;
  capacity: number;
  student_count: number;
  teacher_id: number;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  joined_at: Date;
}

export class SqlClassMemberRepository implements ClassMemberRepository {
  constructor(private readonly sql: Sql) {}

  async isMember(classId: number, studentId: number): Promise<boolean> {
    return (await this.sql.one(`SELECT 1 FROM class_members WHERE class_id = $1 AND student_id = $2`, [classId, studentId])) !== null;
  }

  async add(classId: number, studentId: number, now: Date): Promise<void> {
    await this.sql.execute(`INSERT INTO class_members (class_id, student_id, joined_at) VALUES ($1, $2, $3)`, [classId, studentId, now]);
  }

  async remove(classId: number, studentId: number): Promise<boolean> {
    return (await this.sql.execute(`DELETE FROM class_members WHERE class_id = $1 AND student_id = $2`, [classId, studentId])) > 0;
  }

  async membersOf(classIds: number[]): Promise<Map<number, ClassMember[]>> {
    const rows = await this.sql.rows<MemberRow>(
      `SELECT m.class_id, u.id AS user_id, u.username, u.first_name, u.last_name, g.level, g.xp, a.last_active_at, m.joined_at
         FROM class_members m
         JOIN users u ON u.id = m.student_id
         LEFT JOIN gaming_profiles g ON g.user_id = m.student_id
         LEFT JOIN activity_totals a ON a.user_id = m.student_id
        WHERE m.class_id = ANY($1::int[])
        ORDER BY m.class_id, m.joined_at, m.student_id`,
      [classIds],
    );
    const byClass = new Map<number, ClassMember[]>();
    for (const row of rows) {
      const members = byClass.get(row.class_id) ?? [];
      members.push({
        userId: row.user_id,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        level: row.level ?? 1,
        xp: row.xp ?? 0,
        lastActiveAt: row.last_active_at,
        joinedAt: row.joined_at,
      });
      byClass.set(row.class_id, members);
    }
    return byClass;
  }

  async teachersOfStudent(studentId: number): Promise<number[]> {
    const rows = await this.sql.rows<{ teacher_id: number }>(
      `SELECT DISTINCT c.teacher_id FROM class_members m JOIN classes c ON c.id = m.class_id
        WHERE m.student_id = $1 AND c.is_active ORDER BY c.teacher_id LIMIT 20`,
      [studentId],
    );
    return rows.map((row) => row.teacher_id);
  }

  async classesOfStudent(studentId: number): Promise<StudentClassRecord[]> {
    const rows = await this.sql.rows<StudentClassRow>(
      `SELECT c.id, c.name, c.subject, c.grade_level, c.description, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.is_active, c.capacity, c.student_count,
              t.id AS teacher_id, t.username AS teacher_username, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name, m.joined_at
         FROM class_members m
         JOIN classes c ON c.id = m.class_id
         JOIN users t ON t.id = c.teacher_id
        WHERE m.student_id = $1
        ORDER BY m.joined_at DESC, c.id DESC`,
      [studentId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      subject: row.subject,
      gradeLevel: row.grade_level,
      description: row.description,
      startDate: row.start_date,
      endDate: row.end_date,
      isActive: row.is_active,
      capacity: row.capacity,
      studentCount: row.student_count,
      teacher: { id: row.teacher_id, username: row.teacher_username, firstName: row.teacher_first_name, lastName: row.teacher_last_name },
      joinedAt: row.joined_at,
    }));
  }
}
