import { createHash } from 'node:crypto';
import type { JoinAttemptKeys, JoinAttemptRepository } from '../../../application/classes/class.repositories.port';
import type { Sql } from '../sql';

/** Rows no attempt touched for a day hold nothing inside the hour; each wrong attempt clears a few. */
const SWEEP_STALE = `DELETE FROM join_code_attempts WHERE key IN (
  SELECT key FROM join_code_attempts WHERE touched_at < now() - interval '1 day' ORDER BY touched_at LIMIT 20 FOR UPDATE SKIP LOCKED)`;

/** Addresses are personal data: the table keeps a digest of each key, never the address. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * The wrong join codes counted in PostgreSQL (table join_code_attempts), one row per student and per
 * address, as sign_in_windows counts sign-ins. Both rows are locked in key order, so two attempts
 * never wait for each other in a circle; a join locks them before the class row.
 */
export class SqlJoinAttemptRepository implements JoinAttemptRepository {
  constructor(
    private readonly sql: Sql,
    private readonly scope: string,
  ) {}

  async lockRecent(keys: JoinAttemptKeys): Promise<{ student: number[]; address: number[] }> {
    const { student, address } = this.keysOf(keys);
    const rows = await this.sql.rows<{ key: string; attempts_ms: Array<string | number> }>(
      `INSERT INTO join_code_attempts (key) SELECT key FROM unnest($1::text[]) AS key ORDER BY key
       ON CONFLICT (key) DO UPDATE SET touched_at = now()
       RETURNING key, attempts_ms`,
      [[student, address].sort()],
    );
    const times = (key: string) => (rows.find((row) => row.key === key)?.attempts_ms ?? []).map(Number);
    return { student: times(student), address: times(address) };
  }

  async save(keys: JoinAttemptKeys, recent: { student: number[]; address: number[] }): Promise<void> {
    const { student, address } = this.keysOf(keys);
    const save = `UPDATE join_code_attempts SET attempts_ms = $2::bigint[], touched_at = now() WHERE key = $1`;
    this.sql.send(save, [student, recent.student]);
    this.sql.send(save, [address, recent.address]);
    this.sql.send(SWEEP_STALE);
  }

  private keysOf(keys: JoinAttemptKeys): { student: string; address: string } {
    return { student: digest(`${this.scope}\nstudent:${keys.studentId}`), address: digest(`${this.scope}\nip:${keys.address}`) };
  }
}
