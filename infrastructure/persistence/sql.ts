import type { QueryRunner } from 'typeorm';

/** A thin, explicit SQL runner over one TypeORM query runner (and so one connection). */
export class Sql {
  constructor(private readonly runner: QueryRunner) {}

  async rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.runner.query(text, params, true);
    return result.records as T[];
  }

  async one<T>(text: string, params: unknown[] = []): Promise<T | null> {
    const [first] = await this.rows<T>(text, params);
    return first ?? null;
  }

  /** Runs a statement and answers how many rows it changed. */
  async execute(text: string, params: unknown[] = []): Promise<number> {
    const result = await this.runner.query(text, params, true);
    return result.affected ?? result.records.length;
  }
}
