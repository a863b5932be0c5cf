import { TooManyAttemptsError } from '../../application/auth/auth.errors';
import type { Clock } from '../../application/ports/clock.port';
import type { SignInThrottle } from '../../application/ports/session-tokens.port';
import { signInWaitMs, windowWaitMs, withinWindow } from '../../domain/accounts/sign-in-limits';
import type { Sql } from '../persistence/sql';
import type { SqlDatabase } from '../persistence/sql-database';
import { keyDigest, signInKeys, type ThrottleLimits } from './sign-in-keys';

/** Rows no attempt touched for a day hold nothing inside any window; each counted attempt clears a few. */
const SWEEP_STALE = `DELETE FROM sign_in_windows WHERE key IN (
  SELECT key FROM sign_in_windows WHERE touched_at < now() - interval '1 day' ORDER BY touched_at LIMIT 20 FOR UPDATE SKIP LOCKED)`;

type WindowRow = { key: string; attempts_ms: Array<string | number> };

/**
 * The sign-in and registration limits counted in PostgreSQL (table sign_in_windows), so every
 * worker and every instance on the database shares them: without Redis, and in its place while it
 * does not answer. An attempt locks the rows of its keys, always in key order so that two attempts
 * never wait for each other in a circle, then checks and counts itself in the same transaction:
 * parallel guesses are counted as they arrive, wherever they arrive.
 */
export class SqlSignInThrottle implements SignInThrottle {
  constructor(
    private readonly database: SqlDatabase,
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits,
    /** Keeps apart the counts of applications that share one database (each test app has its own); a deployment's instances share the default. */
    private readonly scope = '',
  ) {}

  async attempt(keys: { address: string; identifier: string }): Promise<void> {
    const { signIn } = this.limits;
    const windowMs = signIn.windowSeconds * 1000;
    const { pair, address, account } = this.keysOf(keys);
    const now = this.clock.now().getTime();
    const waitMs = await this.database.transaction(async (sql) => {
      const recent = await this.lockRecent(sql, [pair, address, account], windowMs, now);
      const wait = signInWaitMs({ pair: recent(pair), address: recent(address), account: recent(account) }, signIn, now);
      if (wait > 0) return wait;
      for (const key of [pair, address, account]) this.save(sql, key, [...recent(key), now]);
      sql.send(SWEEP_STALE);
      return 0;
    });
    if (waitMs > 0) throw new TooManyAttemptsError(Math.ceil(waitMs / 1000));
  }

  async succeeded(keys: { address: string; identifier: string }): Promise<void> {
    const { pair, address, account } = this.keysOf(keys);
    await this.database.transaction(async (sql) => {
      const rows = await sql.rows<WindowRow>(`SELECT key, attempts_ms FROM sign_in_windows WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`, [
        [pair, address, account],
      ]);
      sql.send(`DELETE FROM sign_in_windows WHERE key = ANY($1::text[])`, [[pair, account]]);
      // The success refunds its own attempt on the address, the latest one.
      const fromAddress = rows.find((row) => row.key === address);
      if (fromAddress) this.save(sql, address, fromAddress.attempts_ms.map(Number).slice(0, -1));
    });
  }

  async attemptRegistration(address: string): Promise<void> {
    const { registration } = this.limits;
    const windowMs = registration.windowSeconds * 1000;
    const key = this.keyOf(`reg:${address}`);
    const now = this.clock.now().getTime();
    const waitMs = await this.database.transaction(async (sql) => {
      const recent = (await this.lockRecent(sql, [key], windowMs, now))(key);
      const wait = windowWaitMs(recent, registration.perAddress, windowMs, now);
      if (wait > 0) return wait;
      this.save(sql, key, [...recent, now]);
      return 0;
    });
    if (waitMs > 0) throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), 'accounts registered from this address');
  }

  /** Locks the keys' rows (made when missing) in key order and answers each key's attempts inside the window. */
  private async lockRecent(sql: Sql, keys: string[], windowMs: number, now: number): Promise<(key: string) => number[]> {
    const rows = await sql.rows<WindowRow>(
      `INSERT INTO sign_in_windows (key) SELECT key FROM unnest($1::text[]) AS key ORDER BY key
       ON CONFLICT (key) DO UPDATE SET touched_at = now()
       RETURNING key, attempts_ms`,
      [keys],
    );
    const byKey = new Map(rows.map((row) => [row.key, withinWindow(row.attempts_ms.map(Number), windowMs, now)]));
    return (key) => byKey.get(key) ?? [];
  }

  private save(sql: Sql, key: string, attempts: number[]): void {
    sql.send(`UPDATE sign_in_windows SET attempts_ms = $2::bigint[], touched_at = now() WHERE key = $1`, [key, attempts]);
  }

  private keysOf(keys: { address: string; identifier: string }) {
    const { pair, address, account } = signInKeys(keys);
    return { pair: this.keyOf(pair), address: this.keyOf(address), account: this.keyOf(account) };
  }

  private keyOf(key: string): string {
    return keyDigest(`${this.scope}\n${key}`);
  }
}
