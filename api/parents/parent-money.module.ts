import { Module } from '@nestjs/common';
import { CreditMonthlyBudgetUseCase } from '../../application/parents/credit-monthly-budget';
import { GetParentBudgetUseCase, UpdateParentBudgetUseCase } from '../../application/parents/parent-budget.use-cases';
import {
  CompleteParentGoalUseCase,
  CreateParentGoalUseCase,
  ListParentGoalsUseCase,
  ListStudentGoalsUseCase,
  UpdateParentGoalUseCase,
} from '../../application/parents/parent-goals.use-cases';
import { TransferTokensUseCase } from '../../application/parents/transfer-tokens.use-case';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { ParentBudgetController } from './parent-budget.controller';
import { ParentGoalsController } from './parent-goals.controller';
import { StudentGoalsController } from './student-goals.controller';

const { unitOfWork, clock } = PORTS;

/** The parent's money (monthly budget, transfers) and the goals parents set for their children. */
@Module({
  controllers: [ParentBudgetController, ParentGoalsController, StudentGoalsController],
  providers: [
    useCase(CreditMonthlyBudgetUseCase, [unitOfWork, clock]),
    useCase(GetParentBudgetUseCase, [unitOfWork, clock]),
    useCase(UpdateParentBudgetUseCase, [unitOfWork, clock]),
    useCase(TransferTokensUseCase, [unitOfWork, clock]),
    useCase(ListParentGoalsUseCase, [unitOfWork]),
    useCase(CreateParentGoalUseCase, [unitOfWork, clock]),
    useCase(UpdateParentGoalUseCase, [unitOfWork]),
    useCase(CompleteParentGoalUseCase, [unitOfWork, clock]),
    useCase(ListStudentGoalsUseCase, [unitOfWork]),
  ],
  exports: [CreditMonthlyBudgetUseCase],
})
export class ParentMoneyModule {}
