import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { GOAL_KINDS, GOAL_LIMITS, type GoalKind } from '../../../domain/parents/parent-goal';
import { isLocalDate } from '../../../domain/shared/calendar';
import { MAX_ID } from '../../common/id-param';

const NO_NUL = /^[^\u0000]*$/;
const GOAL_KIND_SCHEMA = { enum: [...GOAL_KINDS], enumName: 'GoalKind' };
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

function IsLocalDate() {
  return ValidateBy({
    name: 'isLocalDate',
    validator: { validate: (value: unknown) => typeof value === 'string' && isLocalDate(value), defaultMessage: () => 'dueDate must be a date written YYYY-MM-DD' },
  });
}

export class ParentGoalDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  childId: number;

  @ApiProperty({ description: "The child's first and last name, else the username" })
  childName: string;

  @ApiProperty()
  title: string;

  @ApiProperty(GOAL_KIND_SCHEMA)
  kind: GoalKind;

  @ApiProperty({ type: 'integer' })
  target: number;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  dueDate: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** A goal as the student sees it: who set it, too. */
export class StudentGoalDto extends ParentGoalDto {
  @ApiProperty({ description: "The parent's first and last name, else the username" })
  parentName: string;
}

/** GET /parent/goals?childId=. */
export class ParentGoalsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Only the goals of this connected child' })
  @IsOptional()
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  @Type(() => Number)
  childId?: number;
}

/** Each field's checks in the order they run (applyDecorators registers them first to last). */
const TITLE_RULES = [
  Transform(trimmed),
  IsString({ message: 'title must be text' }),
  MinLength(1, { message: 'title must not be blank' }),
  MaxLength(GOAL_LIMITS.titleMax, { message: `title must be at most ${GOAL_LIMITS.titleMax} characters` }),
  Matches(NO_NUL, { message: 'title must not contain NUL characters' }),
];
const KIND_RULES = [IsIn(GOAL_KINDS, { message: `kind must be one of ${GOAL_KINDS.join(', ')}` })];
const TARGET_RULES = [
  IsInt({ message: 'target must be a whole number' }),
  Min(GOAL_LIMITS.targetMin, { message: `target must be at least ${GOAL_LIMITS.targetMin}` }),
  Max(GOAL_LIMITS.targetMax, { message: `target must be at most ${GOAL_LIMITS.targetMax.toLocaleString('en')}` }),
];
const DUE_DATE_RULES = [
  ValidateIf((_: unknown, value: unknown) => value !== undefined && value !== ''),
  IsString({ message: 'dueDate must be a date written YYYY-MM-DD' }),
  MaxLength(10, { message: 'dueDate must be a date written YYYY-MM-DD' }),
  IsLocalDate(),
];
const TITLE_DOC = { minLength: 1, maxLength: GOAL_LIMITS.titleMax, example: 'Study 30 minutes a day', description: 'Trimmed' };
const TARGET_DOC = { type: 'integer', minimum: GOAL_LIMITS.targetMin, maximum: GOAL_LIMITS.targetMax, example: 30 } as const;
const DUE_DATE_DOC = { type: String, example: '2026-06-30', description: "YYYY-MM-DD; '' for none (a field sent as null counts as not sent)" };

/** A new goal: child, title, kind and target are required. */
export class NewGoalFormDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: "A connected child's user id" })
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  childId: number;

  @ApiProperty(TITLE_DOC)
  @applyDecorators(...TITLE_RULES)
  title: string;

  @ApiProperty(GOAL_KIND_SCHEMA)
  @applyDecorators(...KIND_RULES)
  kind: GoalKind;

  @ApiProperty(TARGET_DOC)
  @applyDecorators(...TARGET_RULES)
  target: number;

  @ApiPropertyOptional(DUE_DATE_DOC)
  @applyDecorators(...DUE_DATE_RULES)
  dueDate?: string;
}

/** A change: only the fields sent change, under the same rules. */
export class GoalChangesDto {
  @ApiPropertyOptional(TITLE_DOC)
  @IsOptional()
  @applyDecorators(...TITLE_RULES)
  title?: string;

  @ApiPropertyOptional(GOAL_KIND_SCHEMA)
  @IsOptional()
  @applyDecorators(...KIND_RULES)
  kind?: GoalKind;

  @ApiPropertyOptional(TARGET_DOC)
  @IsOptional()
  @applyDecorators(...TARGET_RULES)
  target?: number;

  @ApiPropertyOptional(DUE_DATE_DOC)
  @applyDecorators(...DUE_DATE_RULES)
  dueDate?: string;
}

const DATA_MESSAGE = 'data must be an object holding the goal';

/** POST /parent/goals. */
export class CreateParentGoalDto {
  @ApiProperty({ type: () => NewGoalFormDto })
  @ValidateNested()
  @Type(() => NewGoalFormDto)
  @IsObject({ message: DATA_MESSAGE })
  data: NewGoalFormDto;
}

/** PUT /parent/goals/{id}. */
export class UpdateParentGoalDto {
  @ApiProperty({ type: () => GoalChangesDto })
  @ValidateNested()
  @Type(() => GoalChangesDto)
  @IsObject({ message: DATA_MESSAGE })
  data: GoalChangesDto;
}
