import type { NewUser, UserProfiles, UserRecord } from '../../../application/accounts/user.record';
import type { UserRepository } from '../../../application/accounts/user.repository.port';
import { AccountExistsError } from '../../../application/accounts/auth/auth.errors';
import { isUniqueViolation } from '../postgres-errors';
import type { Sql } from '../sql';
import { toUserRecord, USER_COLUMNS, type UserRow } from '../mappers/user.mapper';
import { toProfiles } from '../mappers/profile.mapper';

export class SqlUserRepository implements UserRepository {
  constructor(private readonly sql: Sql) {}

  async findById(id: number): Promise<UserRecord | null> {
    const row = await this.sql.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return row && toUserRecord(row);
  }

  async getForUpdate(id: number): Promise<UserRecord | null> {
    const row = await this.sql.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
    return row && toUserRecord(row);
  }

  async findByIdentifier(identifier: string): Promise<UserRecord | null> {
    const key = identifier.trim().toLowerCase();
    const row = await this.sql.one<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = $1 OR lower(email) = $1 ORDER BY lower(username) = $1 DESC LIMIT 1`,
      [key],
    );
    return row && toUserRecord(row);
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.sql.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1 ORDER BY id LIMIT 1`, [email.trim().toLowerCase()]);
    return row && toUserRecord(row);
  }

  async usernameOrEmailTaken(username: string, email: string): Promise<boolean> {
    const row = await this.sql.one(
      `SELECT 1 FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2) LIMIT 1`,
      [username, email],
    );
    return row !== null;
  }

  async create(user: NewUser): Promise<UserRecord> {
    let row: UserRow | null;
    try {
      row = await this.sql.one<UserRow>(
        `INSERT INTO users (username, email, password_hash, user_role, first_name, last_name, time_zone, previous_time_zone, time_zone_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING ${USER_COLUMNS}`,
        [user.username, user.email, user.passwordHash, user.userRole, user.firstName, user.lastName, user.timeZone, user.registeredAt ?? null],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AccountExistsError();
      throw error;
    }
    const created = toUserRecord(row!);
    await this.createRoleProfile(created.id, user);
    return created;
  }

  private async createRoleProfile(userId: number, user: NewUser): Promise<void> {
    switch (user.userRole) {
      case 'student':
        await this.sql.execute(`INSERT INTO student_profiles (user_id) VALUES ($1)`, [userId]);
        await this.sql.execute(`INSERT INTO gaming_profiles (user_id) VALUES ($1)`, [userId]);
        await this.sql.execute(`INSERT INTO activity_totals (user_id) VALUES ($1)`, [userId]);
        return;
      case 'teacher':
        await this.sql.execute(`INSERT INTO teacher_profiles (user_id) VALUES ($1)`, [userId]);
        return;
      case 'parent':
        await this.sql.execute(`INSERT INTO parent_profiles (user_id) VALUES ($1)`, [userId]);
        return;
      case 'sponsor':
        await this.sql.execute(`INSERT INTO sponsor_profiles (user_id, company_name, contact_person) VALUES ($1, $2, $3)`, [
          userId,
          user.companyName,
          user.contactPerson,
        ]);
        return;
    }
  }

  async profilesOf(user: UserRecord): Promise<UserProfiles> {
    const row = await this.sql.one<Record<string, unknown>>(
      `SELECT
         (SELECT row_to_json(s) FROM (SELECT sp.*, gp.level, gp.xp, gp.current_streak, gp.longest_streak
            FROM student_profiles sp LEFT JOIN gaming_profiles gp USING (user_id) WHERE sp.user_id = $1) s) AS student,
         (SELECT row_to_json(t) FROM teacher_profiles t WHERE t.user_id = $1) AS teacher,
         (SELECT row_to_json(p) FROM parent_profiles p WHERE p.user_id = $1) AS parent,
         (SELECT row_to_json(x) FROM (SELECT sp.*, COALESCE((SELECT sum(amount_dollars) FROM sponsorships WHERE sponsor_id = $1), 0)::int AS total_donated
            FROM sponsor_profiles sp WHERE sp.user_id = $1) x) AS sponsor`,
      [user.id],
    );
    return toProfiles(row ?? {});
  }

  async setTimeZone(id: number, timeZone: string, changedAt: Date): Promise<void> {
    await this.sql.execute(`UPDATE users SET previous_time_zone = time_zone, time_zone = $2, time_zone_changed_at = $3, updated_at = now() WHERE id = $1`, [
      id,
      timeZone,
      changedAt,
    ]);
  }

  async replacePasswordHash(id: number, expected: string, replacement: string): Promise<boolean> {
    const changed = await this.sql.execute(`UPDATE users SET password_hash = $3, updated_at = now() WHERE id = $1 AND password_hash = $2`, [
      id,
      expected,
      replacement,
    ]);
    return changed === 1;
  }
}
