import type { Transaction, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { SqlActivityRepository } from './repositories/sql-activity.repository';
import { SqlCatalogueRepository } from './repositories/sql-catalogue.repository';
import { SqlInventoryRepository } from './repositories/sql-inventory.repository';
import { SqlLedgerRepository } from './repositories/sql-ledger.repository';
import { SqlPlayerRepository } from './repositories/sql-player.repository';
import { SqlBoostRepository, SqlChallengeClaimRepository, SqlChestRepository } from './repositories/sql-reward.repositories';
import { SqlSessionRepository } from './repositories/sql-session.repository';
import { SqlUserRepository } from './repositories/sql-user.repository';
import type { Sql } from './sql';
import type { SqlDatabase } from './sql-database';

/** One database transaction per `run`, with repositories bound to its connection. */
export class SqlUnitOfWork implements UnitOfWork {
  constructor(private readonly database: SqlDatabase) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.database.transaction((sql) => work(this.bind(sql)));
  }

  private bind(sql: Sql): Transaction {
    return {
      users: new SqlUserRepository(sql),
      sessions: new SqlSessionRepository(sql),
      players: new SqlPlayerRepository(sql),
      ledger: new SqlLedgerRepository(sql),
      activity: new SqlActivityRepository(sql),
      inventory: new SqlInventoryRepository(sql),
      catalogue: new SqlCatalogueRepository(sql),
      chests: new SqlChestRepository(sql),
      boosts: new SqlBoostRepository(sql),
      claims: new SqlChallengeClaimRepository(sql),
    };
  }
}
