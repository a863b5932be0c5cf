import type { ClassCardRecord, ClassMemberChip, ClassPageQuery, ClassRecord, ClassRepository, ClassTotals } from '../../../application/classes/class.repositories.port';
import { JoinCodeTakenError } from '../../../application/classes/classes.errors';
import type { ClassForm } from '../../../domain/classes/class-form';
import { containsPattern } from '../like-pattern';
import { isUniqueViolation } from '../postgres-errors';
import type { Sql } from '../sql';

const CLASS_COLUMNS = `id, teacher_id, name, subject, grade_level, capacity, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, description, is_active, join_code, student_count, created_at`;

interface ClassRow {
  id: number;
  teacher_id: number;
  name: string;
  subject: string | null;
  grade_level: string | null;
  capacity: number;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
  is_active: boolean;
  join_code: string;
  student_count: number;
  created_at: Date;
}

function toClassRecord(row: ClassRow): ClassRecord {
  return {
    id: row.id,
    teacherId: row.teacher_id,
    name: row.name,
    subject: row.subject,
    gradeLevel: row.grade_level,
    capacity: row.capacity,
    startDate: row.start_date,
    endDate: row.end_date,
    description: row.description,
    isActive: row.is_active,
    joinCode: row.join_code,
    studentCount: row.student_count,
    createdAt: row.created_at,
  };
}

/** A class of the page with its figures; every column null when the page is empty (the total is still there). */
type CardRow = { [K in keyof ClassRow]: ClassRow[K] | null } & {
  total: number;
  active_count: number | null;
  /** json_agg of the first members, in order; null when the class has none. */
  first_members: ClassMemberChip[] | null;
};

const SORT_COLUMNS: Record<ClassPageQuery['sort'], string> = {
  id: 'id',
  name: 'lower(name)',
  subject: 'lower(subject)',
  gradeLevel: 'lower(grade_level)',
  capacity: 'capacity',
  studentCount: 'student_count',
  isActive: 'is_active',
  startDate: 'start_date',
  createdAt: 'created_at',
};

/** The unique index on active join codes refused the write: another class took the code meanwhile. */
async function guardJoinCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new JoinCodeTakenError();
    throw error;
  }
}

export class SqlClassRepository implements ClassRepository {
  constructor(private readonly sql: Sql) {}

  async create(teacherId: number, form: ClassForm, joinCode: string, now: Date): Promise<ClassRecord> {
    const row = await guardJoinCode(
      this.sql.one<ClassRow>(
        `INSERT INTO classes (teacher_id, name, subject, grade_level, capacity, start_date, end_date, description, is_active, join_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${CLASS_COLUMNS}`,
        [teacherId, form.name, form.subject, form.gradeLevel, form.capacity, form.startDate, form.endDate, form.description, form.isActive, joinCode, now],
      ),
    );
    return toClassRecord(row!);
  }

  async getForUpdate(classId: number): Promise<ClassRecord | null> {
    const row = await this.sql.one<ClassRow>(`SELECT ${CLASS_COLUMNS} FROM classes WHERE id = $1 FOR UPDATE`, [classId]);
    return row && toClassRecord(row);
  }

  async find(classId: number): Promise<ClassRecord | null> {
    const row = await this.sql.one<ClassRow>(`SELECT ${CLASS_COLUMNS} FROM classes WHERE id = $1`, [classId]);
    return row && toClassRecord(row);
  }

  async update(classId: number, form: ClassForm, joinCode: string): Promise<ClassRecord> {
    const row = await guardJoinCode(
      this.sql.one<ClassRow>(
        `UPDATE classes SET name = $2, subject = $3, grade_level = $4, capacity = $5, start_date = $6, end_date = $7, description = $8,
                is_active = $9, join_code = $10
          WHERE id = $1 RETURNING ${CLASS_COLUMNS}`,
        [classId, form.name, form.subject, form.gradeLevel, form.capacity, form.startDate, form.endDate, form.description, form.isActive, joinCode],
      ),
    );
    return toClassRecord(row!);
  }

  async joinCodeInUse(joinCode: string, exceptClassId?: number): Promise<boolean> {
    const row = await this.sql.one(`SELECT 1 FROM classes WHERE join_code = $1 AND is_active AND id <> $2`, [joinCode, exceptClassId ?? 0]);
    return row !== null;
  }

  async findIdByJoinCode(joinCode: string): Promise<number | null> {
    const row = await this.sql.one<{ id: number }>(`SELECT id FROM classes WHERE join_code = $1 ORDER BY is_active DESC, id DESC LIMIT 1`, [joinCode]);
    return row?.id ?? null;
  }

  async changeStudentCount(classId: number, delta: number): Promise<void> {
    await this.sql.execute(`UPDATE classes SET student_count = student_count + $2 WHERE id = $1`, [classId, delta]);
  }

  async delete(classId: number): Promise<void> {
    await this.sql.execute(`DELETE FROM classes WHERE id = $1`, [classId]);
  }

  async listOfTeacher(teacherId: number): Promise<ClassRecord[]> {
    const rows = await this.sql.rows<ClassRow>(`SELECT ${CLASS_COLUMNS} FROM classes WHERE teacher_id = $1 ORDER BY created_at DESC, id DESC`, [teacherId]);
    return rows.map(toClassRecord);
  }

  /**
   * The page, its total, and per class of the page: its active members counted over class_members'
   * primary key (then activity_totals' per member), and its first members by joined time taken from
   * the same key before their names are read, so only they are looked up in users. The total comes
   * first, so an empty page (beyond the last class) still tells it.
   */
  async cardPageOfTeacher(teacherId: number, query: ClassPageQuery, preview: { shown: number; activeSince: Date }): Promise<{ rows: ClassCardRecord[]; total: number }> {
    const params: unknown[] = [teacherId];
    const where = ['teacher_id = $1'];
    if (query.q) {
      params.push(containsPattern(query.q));
      where.push(`(name ILIKE $${params.length} OR subject ILIKE $${params.length} OR grade_level ILIKE $${params.length})`);
    }
    if (query.isActive !== undefined) {
      params.push(query.isActive);
      where.push(`is_active = $${params.length}`);
    }
    if (query.ids) {
      params.push(query.ids);
      where.push(`id = ANY($${params.length}::int[])`);
    }
    const filter = where.join(' AND ');
    const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
    const order = `${SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, id ${direction}`;
    const at = (value: unknown) => `$${params.push(value)}`;
    const rows = await this.sql.rows<CardRow>(
      `WITH page AS (
              SELECT ${CLASS_COLUMNS}, row_number() OVER (ORDER BY ${order}) AS position
                FROM classes WHERE ${filter}
               ORDER BY ${order}
               LIMIT ${at(query.limit)} OFFSET ${at(query.offset)})
       SELECT matching.total, p.id, p.teacher_id, p.name, p.subject, p.grade_level, p.capacity, p.start_date, p.end_date, p.description,
              p.is_active, p.join_code, p.student_count, p.created_at, active.active_count, chips.first_members
         FROM (SELECT count(*)::int AS total FROM classes WHERE ${filter}) matching
         LEFT JOIN page p ON true
         LEFT JOIN LATERAL (
              SELECT count(*)::int AS active_count
                FROM class_members am
                JOIN activity_totals aa ON aa.user_id = am.student_id
               WHERE am.class_id = p.id AND aa.last_active_at >= ${at(preview.activeSince)}) active ON true
         LEFT JOIN LATERAL (
              SELECT json_agg(json_build_object('userId', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name)
                              ORDER BY f.joined_at, f.student_id) AS first_members
                FROM (SELECT m.student_id, m.joined_at
                        FROM class_members m
                       WHERE m.class_id = p.id
                       ORDER BY m.joined_at, m.student_id
                       LIMIT ${at(preview.shown)}) f
                JOIN users u ON u.id = f.student_id) chips ON true
        ORDER BY p.position`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    const cards = rows
      .filter((row): row is CardRow & ClassRow => row.id !== null)
      .map((row) => ({ ...toClassRecord(row), firstMembers: row.first_members ?? [], activeCount: row.active_count ?? 0 }));
    return { rows: cards, total };
  }

  async totalsOfTeacher(teacherId: number): Promise<ClassTotals> {
    const row = await this.sql.one<{ classes: number; active_classes: number; distinct_students: number }>(
      `SELECT (SELECT count(*)::int FROM classes WHERE teacher_id = $1) AS classes,
              (SELECT count(*)::int FROM classes WHERE teacher_id = $1 AND is_active) AS active_classes,
              (SELECT count(DISTINCT m.student_id)::int FROM classes c JOIN class_members m ON m.class_id = c.id WHERE c.teacher_id = $1) AS distinct_students`,
      [teacherId],
    );
    return { classes: row?.classes ?? 0, activeClasses: row?.active_classes ?? 0, distinctStudents: row?.distinct_students ?? 0 };
  }
}
