import { Module } from '@nestjs/common';
import { TEACHER_PORTS } from '../../application/teacher/teacher.tokens';
import { SqlTeacherFiguresVersions } from '../persistence/repositories/sql-teacher-figures-versions.reader';
import { SqlDatabase } from '../persistence/sql-database';

/** The teacher feature's read adapters, on the pool. */
@Module({
  providers: [{ provide: TEACHER_PORTS.figuresVersions, useFactory: (database: SqlDatabase) => new SqlTeacherFiguresVersions(database.reads), inject: [SqlDatabase] }],
  exports: [TEACHER_PORTS.figuresVersions],
})
export class TeacherInfrastructureModule {}
