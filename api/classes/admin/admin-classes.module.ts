import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes.module';
import { AdminClassInvitationsController } from './admin-class-invitations.controller';
import { AdminClassStudentsController } from './admin-class-students.controller';
import { AdminClassesController } from './admin-classes.controller';

/** The teacher's classes, their students and their invitations as react-admin resources, over the classes use cases. */
@Module({
  imports: [ClassesModule],
  controllers: [AdminClassesController, AdminClassStudentsController, AdminClassInvitationsController],
})
export class AdminClassesModule {}
