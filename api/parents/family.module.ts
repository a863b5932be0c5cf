import { Module } from '@nestjs/common';
import {
  AcceptParentRequestUseCase,
  ConnectChildUseCase,
  CreateParentLinkCodeUseCase,
  DeclineParentRequestUseCase,
  GetStudentParentsUseCase,
  RemoveParentUseCase,
} from '../../application/parents/family-link.use-cases';
import { GetChildProgressUseCase, GetChildrenUseCase, GetParentOverviewUseCase, GetParentProfileUseCase } from '../../application/parents/family-views.use-cases';
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
