import type { DataSource } from 'typeorm';
import type { Transaction, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { SqlSessionRepository } from './repositories/sql-session.repository';
import { SqlUserRepository } from './repositories/sql-user.repository';
import { Sql } from './sql';

/** One database transaction per `run`, with repositories bound to its connection. */
export class TypeOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const sql = new Sql(runner);
      const result = await work(this.bind(sql));
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private bind(sql: Sql): Transaction {
    return {
      users: new SqlUserRepository(sql),
      sessions: new SqlSessionRepository(sql),
    };
  }
}
