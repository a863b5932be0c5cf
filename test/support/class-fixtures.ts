import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { JOIN_CODE_ALPHABET } from '../../domain/classes/join-code';
import { type ApiClient, signedInClient } from './api-client';

/** The random draws that make generateJoinCode write `code`. */
export function drawsFor(code: string): number[] {
  return [...code].map((character) => {
    const index = JOIN_CODE_ALPHABET.indexOf(character);
    if (index < 0) throw new Error(`${character} is not in the join code alphabet`);
    return (index + 0.5) / JOIN_CODE_ALPHABET.length;
  });
}

/** A random source whose next draws the test may script; otherwise truly random, so codes rarely repeat across tests. */
export class CodeDice {
  private queue: number[] = [];

  readonly source = (): number => this.queue.shift() ?? Math.random();

  /** The next codes drawn, in order. */
  next(...codes: string[]): void {
    this.queue = codes.flatMap(drawsFor);
  }
}

export interface Session {
  client: ApiClient;
  id: number;
  username: string;
  email: string;
}

/** People and classes for the class tests: registered through the API, figures set in the database. */
export class ClassFixtures {
  constructor(
    private readonly app: NestFastifyApplication,
    private readonly dataSource: DataSource,
  ) {}

  async person(role: 'student' | 'teacher' | 'parent' | 'sponsor' = 'student', overrides: Record<string, unknown> = {}): Promise<Session> {
    const { client, account } = await signedInClient(this.app, { userRole: role, ...overrides });
    return { client, id: account.user.id, username: account.user.username, email: account.email };
  }

  students(count: number, overrides: Record<string, unknown> = {}): Promise<Session[]> {
    return Promise.all(Array.from({ length: count }, () => this.person('student', overrides)));
  }

  /** Creates a class through the API; answers its record. */
  async createClass(teacher: ApiClient, form: Record<string, unknown> = {}) {
    const response = await teacher.post('/api/classes', { data: { name: 'Maths Explorers', ...form } });
    if (response.status !== 201) throw new Error(`Creating a class failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: number; joinCode: string; [key: string]: unknown };
  }

  /**
   * What "add student" became: the teacher invites (by id, or by username or e-mail) and the student
   * accepts. Answers the invitation's id.
   */
  async inviteAndAccept(teacher: ApiClient, classId: number, student: Session, by: 'id' | 'username' | 'email' = 'id'): Promise<number> {
    const invited =
      by === 'id'
        ? await teacher.post(`/api/classes/${classId}/add-student`, { studentId: student.id })
        : await teacher.post(`/api/classes/${classId}/add-student-by-username`, { username: by === 'username' ? student.username : student.email });
    if (invited.status !== 200) throw new Error(`Inviting a student failed: ${invited.status} ${JSON.stringify(invited.body)}`);
    return this.accept(student, classId);
  }

  /** The student accepts their open invitation to the class; answers its id. */
  async accept(student: Session, classId: number): Promise<number> {
    const pending = await student.client.get('/api/student/class-invitations');
    const invitation = (pending.body.data as Array<{ id: number; classId: number }>).find((entry) => entry.classId === classId);
    if (!invitation) throw new Error(`The student sees no invitation to class ${classId}: ${JSON.stringify(pending.body)}`);
    const accepted = await student.client.post(`/api/student/class-invitations/${invitation.id}/accept`, {});
    if (accepted.status !== 200) throw new Error(`Accepting the invitation failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    return invitation.id;
  }

  async setFigures(userId: number, figures: { xp?: number; level?: number; lastActiveAt?: string | null }): Promise<void> {
    if (figures.xp !== undefined || figures.level !== undefined) {
      await this.dataSource.query(`UPDATE gaming_profiles SET xp = COALESCE($2, xp), level = COALESCE($3, level) WHERE user_id = $1`, [
        userId,
        figures.xp ?? null,
        figures.level ?? null,
      ]);
    }
    if (figures.lastActiveAt !== undefined) {
      await this.dataSource.query(
        `INSERT INTO activity_totals (user_id, last_active_at) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at`,
        [userId, figures.lastActiveAt],
      );
    }
  }

  async memberCount(classId: number): Promise<{ members: number; studentCount: number }> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM class_members WHERE class_id = $1) AS members, (SELECT student_count FROM classes WHERE id = $1) AS "studentCount"`,
      [classId],
    );
    return row;
  }
}
