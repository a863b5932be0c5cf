import { Module } from '@nestjs/common';
import { AcceptParentRequestUseCase } from '../../application/parents/accept-parent-request.use-case';
import { ConnectChildUseCase } from '../../application/parents/connect-child.use-case';
import { CreateParentLinkCodeUseCase } from '../../application/parents/create-parent-link-code.use-case';
import { DeclineParentRequestUseCase } from '../../application/parents/decline-parent-request.use-case';
import { GetStudentParentsUseCase } from '../../application/parents/get-student-parents.use-case';
import { RemoveParentUseCase } from '../../application/parents/remove-parent.use-case';
import { GetChildProgressUseCase } from '../../application/parents/get-child-progress.use-case';
import { GetChildrenUseCase } from '../../application/parents/get-children.use-case';
import { GetParentOverviewUseCase } from '../../application/parents/get-parent-overview.use-case';
import { GetParentProfileUseCase } from '../../application/parents/get-parent-profile.use-case';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { ParentAnalyticsController, ParentFamilyController } from './family.controller';
import { StudentParentsController } from './student-parents.controller';

const { unitOfWork, clock, random } = PORTS;

/** The family link: parents connect children (with the child's consent) and follow their learning. */
@Module({
  controllers: [ParentFamilyController, ParentAnalyticsController, StudentParentsController],
  providers: [
    useCase(ConnectChildUseCase, [unitOfWork, clock]),
    useCase(GetStudentParentsUseCase, [unitOfWork]),
    useCase(AcceptParentRequestUseCase, [unitOfWork, clock]),
    useCase(DeclineParentRequestUseCase, [unitOfWork, clock]),
    useCase(RemoveParentUseCase, [unitOfWork]),
    useCase(CreateParentLinkCodeUseCase, [unitOfWork, clock, random]),
    useCase(GetParentProfileUseCase, [unitOfWork, clock]),
    useCase(GetChildrenUseCase, [unitOfWork]),
    useCase(GetChildProgressUseCase, [unitOfWork]),
    useCase(GetParentOverviewUseCase, [unitOfWork, clock]),
  ],
})
export class FamilyModule {}
