import type { Clock } from '../../application/ports/clock.port';
import { withinWindow } from '../../domain/accounts/sign-in-limits';
import type { SqlDatabase } from '../persistence/sql-database';
import { CountedSignInThrottle } from './counted-sign-in-throttle';
import { type AttemptTimesStore, changedTimes, keyDigest, type ThrottleLimits, type TimesChange, type TimesKey } from './sign-in-keys';

/** Rows whose times all left their windows; each change clears a few. */
const SWEEP_STALE = `DELETE FROM sign_in_windows WHERE key IN (
  SELECT key FROM sign_in_windows WHERE keep_until < now() ORDER BY keep_until LIMIT 20 FOR UPDATE SKIP LOCKED)`;

type WindowRow = { key: string; attempts_ms: Array<string | number> };

/**
 * The times of the limits in PostgreSQL (table sign_in_windows), so every worker and every instance
 * on the database shares them: without Redis, and in its place while it does not answer. A change
 * locks the rows of its keys, always in key order so that two changes never wait for each other in
 * a circle, then reads, decides and writes in the same transaction: parallel guesses are counted
 * as they arrive, wherever they arrive. keep_until is the database's own clock, so rows are swept
 * whatever clock the application keeps.
 */
export class SqlAttemptTimes implements AttemptTimesStore {
  constructor(
    private readonly database: SqlDatabase,
    /** Keeps apart the counts of applications that share one database (each test app has its own); a deployment's instances share the default. */
    private readonly scope = '',
  ) {}

  async change<T>(keys: readonly TimesKey[], now: number, decide: (times: number[][]) => { answer: T; changes: readonly TimesChange[] }): Promise<T> {
    const digests = keys.map(({ key }) => this.keyOf(key));
    return this.database.transaction(async (sql) => {
      const rows = await sql.rows<WindowRow>(
        `INSERT INTO sign_in_windows (key) SELECT key FROM unnest($1::text[]) AS key ORDER BY key
         ON CONFLICT (key) DO UPDATE SET touched_at = now()
         RETURNING key, attempts_ms`,
        [[...new Set(digests)]],
      );
      const byKey = new Map(rows.map((row) => [row.key, row.attempts_ms.map(Number)]));
      const recent = keys.map(({ windowMs }, index) => withinWindow(byKey.get(digests[index]) ?? [], windowMs, now));
      const { answer, changes } = decide(recent);
      for (const { key, change } of changes) {
        const index = keys.findIndex((listed) => listed.key === key);
        const times = changedTimes(recent[index], change, now);
        if (times.length === 0) sql.send(`DELETE FROM sign_in_windows WHERE key = $1`, [digests[index]]);
        else {
          sql.send(
            `UPDATE sign_in_windows SET attempts_ms = $2::bigint[], touched_at = now(),
               keep_until = greatest(keep_until, now() + $3::bigint * interval '1 millisecond') WHERE key = $1`,
            [digests[index], times, keys[index].windowMs],
          );
        }
      }
      sql.send(SWEEP_STALE);
      return answer;
    });
  }

  private keyOf(key: string): string {
    return keyDigest(`${this.scope}\n${key}`);
  }
}

/** The limits counted in PostgreSQL. */
export class SqlSignInThrottle extends CountedSignInThrottle {
  constructor(database: SqlDatabase, clock: Clock, limits: ThrottleLimits, scope = '') {
    super(new SqlAttemptTimes(database, scope), clock, limits);
  }
}
