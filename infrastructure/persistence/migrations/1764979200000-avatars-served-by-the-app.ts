import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isAllowedAvatar } from '../../../domain/accounts/avatar';

/** The tables that hold a user's avatar. */
const AVATAR_TABLES = ['student_profiles', 'teacher_profiles'];

/**
 * An avatar is one emoji or one of the app's own pictures from now on: an address on another host
 * tells its owner who looked at a leaderboard. Every other avatar is removed (the user sees initials
 * until they pick a new one). The rule is checked here in code, as the API checks it: SQL cannot tell
 * an emoji. The distinct values kept are few (emoji and the gallery's paths), so they are sent as one
 * list and every other value is cleared.
 */
export class AvatarsServedByTheApp1764979200000 implements MigrationInterface {
  name = 'AvatarsServedByTheApp1764979200000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of AVATAR_TABLES) {
      const rows: Array<{ avatar: string }> = await db.query(`SELECT DISTINCT avatar FROM ${table} WHERE avatar IS NOT NULL`);
      const kept = rows.map((row) => row.avatar).filter(isAllowedAvatar);
      await db.query(`UPDATE ${table} SET avatar = NULL WHERE avatar IS NOT NULL AND avatar <> ALL($1::text[])`, [kept]);
    }
  }

  /** The removed addresses are gone for good; what is left is valid before this change too. */
  async down(): Promise<void> {}
}
