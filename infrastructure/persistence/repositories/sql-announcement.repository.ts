import type { AnnouncementRepository, AnnouncementView, PersonName } from '../../../application/messages/message.repositories.port';
import type { Sql } from '../sql';

interface AnnouncementRow {
  id: number;
  class_id: number;
  class_name: string;
  teacher_id: number;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  body: string;
  created_at: Date;
}

const ANNOUNCEMENT_SELECT = `SELECT a.id, a.class_id, k.name AS class_name, a.teacher_id, t.username AS teacher_username,
         t.first_name AS teacher_first_name, t.last_name AS teacher_last_name, a.body, a.created_at
    FROM class_announcements a JOIN classes k ON k.id = a.class_id JOIN users t ON t.id = a.teacher_id`;

const announcementView = (row: AnnouncementRow): AnnouncementView => ({
  id: row.id,
  classId: row.class_id,
  className: row.class_name,
  teacher: { id: row.teacher_id, username: row.teacher_username, firstName: row.teacher_first_name, lastName: row.teacher_last_name },
  body: row.body,
  postedAt: new Date(row.created_at),
});

export class SqlAnnouncementRepository implements AnnouncementRepository {
  constructor(private readonly sql: Sql) {}

  async add(announcement: { classId: number; teacherId: number; body: string; at: Date }): Promise<number> {
    const row = await this.sql.one<{ id: number }>(`INSERT INTO class_announcements (class_id, teacher_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
      announcement.classId,
      announcement.teacherId,
      announcement.body,
      announcement.at,
    ]);
    return row!.id;
  }

  async lockTeacherAndCountSince(teacherId: number, since: Date): Promise<number> {
    // The same lock as the teacher's messages (class 7): two announcements at once count one after the other.
    await this.sql.execute(`SELECT pg_advisory_xact_lock(7, $1)`, [teacherId]);
    const row = await this.sql.one<{ count: number }>(`SELECT count(*)::int AS count FROM class_announcements WHERE teacher_id = $1 AND created_at > $2`, [teacherId, since]);
    return row?.count ?? 0;
  }

  async audience(classId: number): Promise<{ studentIds: number[]; parentIds: number[] }> {
    const row = await this.sql.one<{ students: number[]; parents: number[] }>(
      `SELECT coalesce((SELECT array_agg(student_id ORDER BY student_id) FROM class_members WHERE class_id = $1), '{}') AS students,
              coalesce((SELECT array_agg(DISTINCT l.parent_id) FROM class_members cm
                          JOIN parent_links l ON l.student_id = cm.student_id AND l.status = 'accepted'
                         WHERE cm.class_id = $1), '{}') AS parents`,
      [classId],
    );
    return { studentIds: row?.students ?? [], parentIds: row?.parents ?? [] };
  }

  async forStudent(studentId: number, limit: number): Promise<AnnouncementView[]> {
    const rows = await this.sql.rows<AnnouncementRow>(
      `${ANNOUNCEMENT_SELECT} WHERE a.class_id IN (SELECT class_id FROM class_members WHERE student_id = $1) ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
      [studentId, limit],
    );
    return rows.map(announcementView);
  }

  async forParent(parentId: number, limit: number): Promise<Array<AnnouncementView & { children: PersonName[] }>> {
    const rows = await this.sql.rows<AnnouncementRow & { children: PersonName[] }>(
      `WITH children AS (SELECT cm.class_id, u.id, u.username, u.first_name, u.last_name
                           FROM parent_links l JOIN class_members cm ON cm.student_id = l.student_id JOIN users u ON u.id = l.student_id
                          WHERE l.parent_id = $1 AND l.status = 'accepted')
       SELECT a.id, a.class_id, k.name AS class_name, a.teacher_id, t.username AS teacher_username,
              t.first_name AS teacher_first_name, t.last_name AS teacher_last_name, a.body, a.created_at,
              (SELECT json_agg(json_build_object('id', ch.id, 'username', ch.username, 'firstName', ch.first_name, 'lastName', ch.last_name) ORDER BY ch.id)
                 FROM children ch WHERE ch.class_id = a.class_id) AS children
         FROM class_announcements a JOIN classes k ON k.id = a.class_id JOIN users t ON t.id = a.teacher_id
        WHERE a.class_id IN (SELECT class_id FROM children)
        ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
      [parentId, limit],
    );
    return rows.map((row) => ({ ...announcementView(row), children: row.children ?? [] }));
  }

  async forClass(classId: number, limit: number): Promise<AnnouncementView[]> {
    const rows = await this.sql.rows<AnnouncementRow>(`${ANNOUNCEMENT_SELECT} WHERE a.class_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT $2`, [classId, limit]);
    return rows.map(announcementView);
  }
}
