import { Module } from '@nestjs/common';
import { LEARNING_PORTS } from '../../application/learning/learning.tokens';
import { SqlMyCoursesRepository } from '../persistence/repositories/sql-my-courses.repository';
import { SqlDatabase } from '../persistence/sql-database';

/** The learning feature's read adapters, on the pool. */
@Module({
  providers: [{ provide: LEARNING_PORTS.myCourses, useFactory: (database: SqlDatabase) => new SqlMyCoursesRepository(database.reads), inject: [SqlDatabase] }],
  exports: [LEARNING_PORTS.myCourses],
})
export class LearningInfrastructureModule {}
