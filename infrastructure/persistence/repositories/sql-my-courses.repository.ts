import type { MyCourse, MyCoursesRepository } from '../../../application/learning/learning.repositories.port';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS, type ContentCardRow, toContentCard } from '../mappers/content-card.mapper';
import type { Sql } from '../sql';

interface MyCourseRow extends ContentCardRow {
  enrollment_id: number;
  access_type: MyCourse['accessType'];
  tokens_spent: number;
  enrolled_at: Date;
  progress_percent: number;
  last_accessed: Date | null;
  time_spent_seconds: number;
  current_position: number;
  completed_at: Date | null;
  quiz_score: number | null;
  quiz_max_score: number | null;
  my_rating: number | null;
}

const orNull = (value: Date | null) => value && new Date(value);

/** A student's enrollments with their cards in one query (enrollments_student_idx gives the order). */
export class SqlMyCoursesRepository implements MyCoursesRepository {
  constructor(private readonly sql: Sql) {}

  async list(studentId: number): Promise<MyCourse[]> {
    const rows = await this.sql.rows<MyCourseRow>(
      `SELECT ${CONTENT_CARD_COLUMNS},
              e.id AS enrollment_id, e.access_type, e.tokens_spent, e.created_at AS enrolled_at, e.progress_percent, e.last_accessed,
              e.time_spent_seconds, e.current_position, e.completed_at, e.quiz_score, e.quiz_max_score, r.stars AS my_rating
         FROM enrollments e
         JOIN content_items c ON c.id = e.content_id
         ${CONTENT_CARD_JOINS}
         LEFT JOIN ratings r ON r.student_id = e.student_id AND r.content_id = e.content_id
        WHERE e.student_id = $1
        ORDER BY e.created_at DESC, e.id DESC`,
      [studentId],
    );
    return rows.map((row) => ({
      id: row.enrollment_id,
      contentItem: toContentCard(row, { populateTeacher: true }),
      accessType: row.access_type,
      tokensSpent: row.tokens_spent,
      enrolledAt: new Date(row.enrolled_at),
      progress: {
        percentage: row.progress_percent,
        lastAccessed: orNull(row.last_accessed),
        timeSpent: row.time_spent_seconds,
        currentPosition: row.current_position,
        completedAt: orNull(row.completed_at),
      },
      quizScore: row.quiz_score === null || row.quiz_max_score === null ? null : { score: row.quiz_score, maxScore: row.quiz_max_score },
      myRating: row.my_rating === null ? null : Number(row.my_rating),
    }));
  }
}
