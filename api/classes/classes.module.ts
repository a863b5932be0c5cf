import { Module } from '@nestjs/common';
import { ComputeClassAnalyticsUseCase } from '../../application/classes/compute-class-analytics.use-case';
import { GetClassAnalyticsUseCase } from '../../application/classes/get-class-analytics.use-case';
import { AcceptClassInvitationUseCase } from '../../application/classes/accept-class-invitation.use-case';
import { DeclineClassInvitationUseCase } from '../../application/classes/decline-class-invitation.use-case';
import { GetStudentClassInvitationsUseCase } from '../../application/classes/get-student-class-invitations.use-case';
import { ListClassInvitationsUseCase } from '../../application/classes/list-class-invitations.use-case';
import { WithdrawClassInvitationUseCase } from '../../application/classes/withdraw-class-invitation.use-case';
import { GetChildClassesUseCase } from '../../application/classes/child-classes.use-case';
import { InviteClassStudentUseCase } from '../../application/classes/invite-class-student.use-case';
import { GetStudentClassesUseCase } from '../../application/classes/get-student-classes.use-case';
import { JoinClassUseCase } from '../../application/classes/join-class.use-case';
import { LeaveClassUseCase } from '../../application/classes/leave-class.use-case';
import { RemoveClassStudentUseCase } from '../../application/classes/remove-class-student.use-case';
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
  // The react-admin adapter (./admin, the routes under /api/admin/classes) calls the same use cases.
  exports: providers.map((provider) => provider.provide),
})
export class ClassesModule {}
