import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parent's request for a username, e-mail or id that names no student is kept like any other
 * request, so the answer and the parent's list of waiting requests look the same whether or not the
 * student exists: asking reveals nothing. Nobody ever sees these requests but the parent; they go
 * with the parent's account. One row per parent and identifier, letter case aside.
 */
export class UnmatchedParentRequests1766000300000 implements MigrationInterface {
  name = 'UnmatchedParentRequests1766000300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE unmatched_parent_requests (
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        identifier varchar(254) NOT NULL,
        requested_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX unmatched_parent_requests_key ON unmatched_parent_requests (parent_id, lower(identifier));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS unmatched_parent_requests`);
  }
}
