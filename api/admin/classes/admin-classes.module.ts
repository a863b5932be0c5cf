import { Module } from '@nestjs/common';
import { ClassesModule } from '../../classes/classes.module';
import { AdminClassStudentsController } from './admin-class-students.controller';
import { AdminClassesController } from './admin-classes.controller';

/** The teacher's classes and their students as react-admin resources, over the classes use cases. */
@Module({
  imports: [ClassesModule],
  controllers: [AdminClassesController, AdminClassStudentsController],
})
export class AdminClassesModule {}
