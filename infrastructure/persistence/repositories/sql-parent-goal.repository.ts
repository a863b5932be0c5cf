import type {
  GoalFields,
  ParentGoal,
  ParentGoalQuery,
  ParentGoalRecord,
  ParentGoalRepository,
  ParentGoalSort,
  StudentGoal,
} from '../../../application/parents/parent-money.repositories.port';
import { displayName, type GoalKind } from '../../../domain/parents/parent-goal';
import { containsPattern } from '../like-pattern';
import type { Sql } from '../sql';

interface GoalRow {
  id: number;
  student_id: number;
  child_username: string;
  child_first_name: string | null;
  child_last_name: string | null;
  title: string;
  kind: GoalKind;
  target: number;
  due_date: string | null;
  completed_at: Date | null;
  created_at: Date;
}

interface StudentGoalRow extends GoalRow {
  parent_username: string;
  parent_first_name: string | null;
  parent_last_name: string | null;
}

const GOAL_COLUMNS = `g.id, g.student_id, c.username AS child_username, c.first_name AS child_first_name, c.last_name AS child_last_name,
    g.title, g.kind, g.target, to_char(g.due_date, 'YYYY-MM-DD') AS due_date, g.completed_at, g.created_at`;

/** Goals whose child is connected to the goal's parent (an accepted link). */
const GOAL_FROM = `FROM parent_goals g
  JOIN parent_links l ON l.parent_id = g.parent_id AND l.student_id = g.student_id AND l.status = 'accepted'
  JOIN users c ON c.id = g.student_id`;

const GOAL_SELECT = `SELECT ${GOAL_COLUMNS} ${GOAL_FROM}`;

const toGoal = (row: GoalRow): ParentGoal => ({
  id: row.id,
  childId: row.student_id,
  childName: displayName({ username: row.child_username, firstName: row.child_first_name, lastName: row.child_last_name }),
  title: row.title,
  kind: row.kind,
  target: row.target,
  dueDate: row.due_date,
  completedAt: row.completed_at,
  createdAt: row.created_at,
});

const GOAL_SORT_COLUMNS: Record<ParentGoalSort, string> = {
  createdAt: 'g.created_at',
  dueDate: 'g.due_date',
  title: 'lower(g.title)',
  target: 'g.target',
};

const toGoalRecord = (row: GoalRow): ParentGoalRecord => ({
  ...toGoal(row),
  child: { id: row.student_id, username: row.child_username, firstName: row.child_first_name, lastName: row.child_last_name },
});

/** Each word of a search (at most 10), taken literally. */
const wordsOf = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean).slice(0, 10);

export class SqlParentGoalRepository implements ParentGoalRepository {
  constructor(private readonly sql: Sql) {}

  async listForParent(parentId: number, childId: number | null): Promise<ParentGoal[]> {
    const rows = await this.sql.rows<GoalRow>(
      `${GOAL_SELECT} WHERE g.parent_id = $1 AND ($2::int IS NULL OR g.student_id = $2) ORDER BY g.created_at DESC, g.id DESC`,
      [parentId, childId],
    );
    return rows.map(toGoal);
  }

  /**
   * One page of the parent's goals and the count, in two statements whatever the page holds (names
   * come with the rows). Read by parent_goals_parent_idx (parent_id, student_id): a parent's goals
   * are few, so they are sorted after the read.
   */
  async page(parentId: number, query: ParentGoalQuery): Promise<{ rows: ParentGoalRecord[]; total: number }> {
    const params: unknown[] = [parentId];
    const where: string[] = ['g.parent_id = $1'];
    const add = (condition: (param: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (query.childId !== undefined) add((p) => `g.student_id = ${p}`, query.childId);
    if (query.completed !== undefined) where.push(query.completed ? 'g.completed_at IS NOT NULL' : 'g.completed_at IS NULL');
    for (const word of wordsOf(query.q ?? '')) add((p) => `g.title ILIKE ${p}`, containsPattern(word));
    if (query.ids !== undefined) add((p) => `g.id = ANY(${p}::int[])`, query.ids);
    const filter = `WHERE ${where.join(' AND ')}`;
    const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
    const [rows, count] = await Promise.all([
      this.sql.rows<GoalRow>(
        `${GOAL_SELECT} ${filter}
          ORDER BY ${GOAL_SORT_COLUMNS[query.sort]} ${direction} NULLS LAST, g.id ${direction}
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.sql.one<{ total: number }>(`SELECT count(*)::int AS total ${GOAL_FROM} ${filter}`, params),
    ]);
    return { rows: rows.map(toGoalRecord), total: count?.total ?? 0 };
  }

  async findForParent(parentId: number, goalId: number, forUpdate = false): Promise<ParentGoal | null> {
    const row = await this.sql.one<GoalRow>(`${GOAL_SELECT} WHERE g.id = $1 AND g.parent_id = $2${forUpdate ? ' FOR UPDATE OF g' : ''}`, [goalId, parentId]);
    return row && toGoal(row);
  }

  async create(goal: GoalFields & { parentId: number; childId: number; at: Date }): Promise<number> {
    const row = await this.sql.one<{ id: number }>(
      `INSERT INTO parent_goals (parent_id, student_id, title, kind, target, due_date, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [goal.parentId, goal.childId, goal.title, goal.kind, goal.target, goal.dueDate, goal.at],
    );
    return row!.id;
  }

  async update(goalId: number, fields: GoalFields): Promise<void> {
    await this.sql.execute(`UPDATE parent_goals SET title = $2, kind = $3, target = $4, due_date = $5 WHERE id = $1`, [
      goalId,
      fields.title,
      fields.kind,
      fields.target,
      fields.dueDate,
    ]);
  }

  async complete(goalId: number, at: Date): Promise<void> {
    await this.sql.execute(`UPDATE parent_goals SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL`, [goalId, at]);
  }

  async listForStudent(studentId: number): Promise<StudentGoal[]> {
    const rows = await this.sql.rows<StudentGoalRow>(
      `SELECT ${GOAL_COLUMNS}, p.username AS parent_username, p.first_name AS parent_first_name, p.last_name AS parent_last_name
       ${GOAL_FROM} JOIN users p ON p.id = g.parent_id
       WHERE g.student_id = $1 ORDER BY g.created_at DESC, g.id DESC`,
      [studentId],
    );
    return rows.map((row) => ({
      ...toGoal(row),
      parentName: displayName({ username: row.parent_username, firstName: row.parent_first_name, lastName: row.parent_last_name }),
    }));
  }
}
