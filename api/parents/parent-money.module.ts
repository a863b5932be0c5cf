import { Module } from '@nestjs/common';
import { CreditMonthlyBudgetUseCase } from '../../application/parents/credit-monthly-budget';
import { GetParentBudgetUseCase } from '../../application/parents/get-parent-budget.use-case';
import { UpdateParentBudgetUseCase } from '../../application/parents/update-parent-budget.use-case';
import { CompleteParentGoalUseCase } from '../../application/parents/complete-parent-goal.use-case';
import { CreateParentGoalUseCase } from '../../application/parents/create-parent-goal.use-case';
import { ListParentGoalsUseCase, PageParentGoalsUseCase } from '../../application/parents/list-parent-goals.use-case';
import { ListParentTransfersUseCase } from '../../application/parents/list-parent-transfers.use-case';
import { ListStudentGoalsUseCase } from '../../application/parents/list-student-goals.use-case';
import { UpdateParentGoalUseCase } from '../../application/parents/update-parent-goal.use-case';
import { TransferTokensUseCase } from '../../application/parents/transfer-tokens.use-case';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { AdminGoalsController } from './admin-goals.controller';
import { AdminTransfersController } from './admin-transfers.controller';
import { ParentBudgetController } from './parent-budget.controller';
import { ParentGoalsController } from './parent-goals.controller';
import { StudentGoalsController } from './student-goals.controller';

const { unitOfWork, clock } = PORTS;

/**
 * The parent's money (monthly budget, transfers) and the goals parents set for their children, with
 * the goals and the transfers as react-admin resources (/admin/goals, /admin/transfers).
 */
@Module({
  controllers: [ParentBudgetController, ParentGoalsController, StudentGoalsController, AdminGoalsController, AdminTransfersController],
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
    useCase(PageParentGoalsUseCase, [unitOfWork]),
    useCase(ListParentTransfersUseCase, [unitOfWork]),
  ],
  exports: [CreditMonthlyBudgetUseCase],
})
export class ParentMoneyModule {}
