import { Module } from '@nestjs/common';
import { ComputeClassAnalyticsUseCase, GetClassAnalyticsUseCase } from '../../application/classes/class-analytics.use-cases';
import {
  AcceptClassInvitationUseCase,
  DeclineClassInvitationUseCase,
  GetStudentClassInvitationsUseCase,
  ListClassInvitationsUseCase,
  WithdrawClassInvitationUseCase,
} from '../../application/classes/class-invitations.use-cases';
import { GetChildClassesUseCase } from '../../application/classes/child-classes.use-case';
import {
  InviteClassStudentUseCase,
  GetStudentClassesUseCase,
  JoinClassUseCase,
  LeaveClassUseCase,
  RemoveClassStudentUseCase,
} from '../../application/classes/class-membership.use-cases';
import { GetClassTotalsUseCase } from '../../application/classes/class-totals.use-case';
import { CreateClassUseCase } from '../../application/classes/create-class.use-case';
import { DeleteClassUseCase } from '../../application/classes/delete-class.use-case';
import { GetClassUseCase, ListMyClassesUseCase } from '../../application/classes/list-my-classes.use-case';
import { ListClassPageUseCase } from '../../application/classes/list-class-page.use-case';
import { ListClassStudentsPageUseCase } from '../../application/classes/list-class-students-page.use-case';
import { RegenerateJoinCodeUseCase } from '../../application/classes/regenerate-join-code.use-case';
import { UpdateClassUseCase } from '../../application/classes/update-class.use-case';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { ClassAnalyticsController } from './class-analytics.controller';
import { ClassesController } from './classes.controller';
import { ParentChildClassesController } from './parent-child-classes.controller';
import { StudentClassesController, StudentClassInvitationsController } from './student-classes.controller';

const { unitOfWork, clock, random } = PORTS;

const providers = [
  useCase(ListMyClassesUseCase, [unitOfWork, clock]),
  useCase(GetClassUseCase, [unitOfWork, clock]),
  useCase(ListClassPageUseCase, [unitOfWork, clock]),
  useCase(GetClassTotalsUseCase, [unitOfWork]),
  useCase(ListClassStudentsPageUseCase, [unitOfWork, clock]),
  useCase(CreateClassUseCase, [unitOfWork, clock, random]),
  useCase(UpdateClassUseCase, [unitOfWork, clock, random]),
  useCase(DeleteClassUseCase, [unitOfWork]),
  useCase(RegenerateJoinCodeUseCase, [unitOfWork, clock, random]),
  useCase(InviteClassStudentUseCase, [unitOfWork, clock]),
  useCase(ListClassInvitationsUseCase, [unitOfWork]),
  useCase(WithdrawClassInvitationUseCase, [unitOfWork]),
  useCase(GetStudentClassInvitationsUseCase, [unitOfWork]),
  useCase(AcceptClassInvitationUseCase, [unitOfWork, clock]),
  useCase(DeclineClassInvitationUseCase, [unitOfWork, clock]),
  useCase(GetChildClassesUseCase, [unitOfWork]),
  useCase(RemoveClassStudentUseCase, [unitOfWork, clock]),
  useCase(JoinClassUseCase, [unitOfWork, clock]),
  useCase(GetStudentClassesUseCase, [unitOfWork]),
  useCase(LeaveClassUseCase, [unitOfWork]),
  useCase(GetClassAnalyticsUseCase, [unitOfWork]),
  useCase(ComputeClassAnalyticsUseCase, [unitOfWork, clock]),
];

/** Classes: the teacher's classes, their students and invitations, join codes, class analytics, the student's side and a parent's view of a child's classes. */
@Module({
  controllers: [ClassesController, ClassAnalyticsController, StudentClassesController, StudentClassInvitationsController, ParentChildClassesController],
  providers,
  // The react-admin adapter (api/admin/classes) calls the same use cases.
  exports: providers.map((provider) => provider.provide),
})
export class ClassesModule {}
