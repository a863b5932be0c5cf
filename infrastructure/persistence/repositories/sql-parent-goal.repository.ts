import type { GoalFields, ParentGoal, ParentGoalRepository, StudentGoal } from '../../../application/parents/parent-money.repositories.port';
import { displayName, type GoalKind } from '../../../domain/parents/parent-goal';
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

export class SqlParentGoalRepository implements ParentGoalRepository {
  constructor(private readonly sql: Sql) {}

  async listForParent(parentId: number, childId: number | null): Promise<ParentGoal[]> {
    const rows = await this.sql.rows<GoalRow>(
      `${GOAL_SELECT} WHERE g.parent_id = $1 AND ($2::int IS NULL OR g.student_id = $2) ORDER BY g.created_at DESC, g.id DESC`,
      [parentId, childId],
    );
    return rows.map(toGoal);
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
