import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_MONTHLY_BUDGET } from '../../../domain/parents/monthly-budget';
import { TRANSFER_LIMITS } from '../../../domain/parents/transfer';
import { MAX_ID } from '../../common/id-param';

const NO_NUL = /^[^\u0000]*$/;

/** GET and PUT /parent/budget. */
export class ParentBudgetDto {
  @ApiProperty({ type: 'integer', description: 'Tokens credited on the first parent request of each calendar month' })
  monthlyEducationBudget: number;

  @ApiProperty({ type: 'integer' })
  tokenBalance: number;

  @ApiProperty({ type: String, nullable: true, example: '2026-03', description: "The last month credited, 'YYYY-MM'" })
  lastCreditedMonth: string | null;

  @ApiProperty({ type: String, format: 'date', example: '2026-04-01', description: "The next month's first day in the parent's time zone" })
  nextCreditOn: string;
}

export class UpdateParentBudgetDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_MONTHLY_BUDGET, example: 200 })
  @Max(MAX_MONTHLY_BUDGET, { message: `monthlyEducationBudget must be at most ${MAX_MONTHLY_BUDGET.toLocaleString('en')}` })
  @Min(0, { message: 'monthlyEducationBudget must be 0 or more' })
  @IsInt({ message: 'monthlyEducationBudget must be a whole number of tokens' })
  monthlyEducationBudget: number;
}

/** POST /parent/transfer-tokens. */
export class TransferTokensDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 12, description: "A connected child's user id" })
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  childId: number;

  @ApiProperty({ type: 'integer', minimum: TRANSFER_LIMITS.amountMin, maximum: TRANSFER_LIMITS.amountMax, example: 10 })
  @Max(TRANSFER_LIMITS.amountMax, { message: `amount must be at most ${TRANSFER_LIMITS.amountMax.toLocaleString('en')}` })
  @Min(TRANSFER_LIMITS.amountMin, { message: `amount must be at least ${TRANSFER_LIMITS.amountMin}` })
  @IsInt({ message: 'amount must be a whole number of tokens' })
  amount: number;

  @ApiPropertyOptional({ maxLength: TRANSFER_LIMITS.noteMax, example: 'For the science course' })
  @IsOptional()
  @Matches(NO_NUL, { message: 'note must not contain NUL characters' })
  @MaxLength(TRANSFER_LIMITS.noteMax, { message: `note must be at most ${TRANSFER_LIMITS.noteMax} characters` })
  @IsString({ message: 'note must be text' })
  note?: string;
}

export class TransferDto {
  @ApiProperty({ type: 'integer', description: "The transfer's id (GET /admin/transfers lists it)" })
  id: number;

  @ApiProperty({ type: 'integer' })
  childId: number;

  @ApiProperty({ type: 'integer' })
  amount: number;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class TransferResultDto {
  @ApiProperty({ type: () => TransferDto })
  transfer: TransferDto;

  @ApiProperty({ type: 'integer', description: "The parent's balance after the transfer" })
  tokenBalance: number;
}
