import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DEFAULT_CLASS_CAPACITY } from '../../../domain/classes/capacity';
import { CLASS_FORM_LIMITS } from '../../../domain/classes/class-form';
import type { FieldProblem } from '../../../domain/shared/field-problem';
import { fieldProblemMessage } from '../../common/field-problem-messages';

/**
 * POST /classes and PUT /classes/{id} take `{ data: <class form> }` (spec §5 class create, §7). The
 * checks here are the domain's rules with the domain's messages; the use case checks the whole form
 * again after an update merges it (class-validator runs the decorators bottom-up).
 */

const F = CLASS_FORM_LIMITS;
const say = (field: string, problem: FieldProblem) => fieldProblemMessage(field, problem, 'classForm');
/** The words of the domain's class form problems, for the checks made before the rules run. */
const M = {
  nameRequired: say('name', { code: 'required' }),
  nameTooLong: say('name', { code: 'tooLong', max: F.nameMax }),
  subjectTooLong: say('subject', { code: 'tooLong', max: F.subjectMax }),
  gradeLevelTooLong: say('gradeLevel', { code: 'tooLong', max: F.gradeLevelMax }),
  descriptionTooLong: say('description', { code: 'tooLong', max: F.descriptionMax }),
  capacityWhole: say('capacity', { code: 'wrongType', expected: 'integer' }),
  capacityMin: say('capacity', { code: 'tooSmall', min: F.capacityMin }),
  capacityMax: say('capacity', { code: 'tooLarge', max: F.capacityMax }),
  startDate: say('startDate', { code: 'badFormat' }),
  endDate: say('endDate', { code: 'badFormat' }),
  isActive: say('isActive', { code: 'wrongType', expected: 'boolean' }),
};
const NOT_BLANK = /\S/;
/** A date from a date picker, or '' for none. */
const DATE_OR_NOTHING = /^(\d{4}-\d{2}-\d{2})?$/;

class ClassFormFieldsDto {
  @ApiPropertyOptional({ maxLength: F.subjectMax, example: 'math', description: "'' for none" })
  @IsOptional()
  @MaxLength(F.subjectMax, { message: M.subjectTooLong })
  @IsString({ message: M.subjectTooLong })
  subject?: string;

  @ApiPropertyOptional({ maxLength: F.gradeLevelMax, example: 'Grade 7', description: "'' for none" })
  @IsOptional()
  @MaxLength(F.gradeLevelMax, { message: M.gradeLevelTooLong })
  @IsString({ message: M.gradeLevelTooLong })
  gradeLevel?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: F.capacityMin, maximum: F.capacityMax, default: DEFAULT_CLASS_CAPACITY })
  @IsOptional()
  @Max(F.capacityMax, { message: M.capacityMax })
  @Min(F.capacityMin, { message: M.capacityMin })
  @IsInt({ message: M.capacityWhole })
  capacity?: number;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-09-01', description: "YYYY-MM-DD; '' for none" })
  @IsOptional()
  @Matches(DATE_OR_NOTHING, { message: M.startDate })
  @IsString({ message: M.startDate })
  startDate?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2027-06-30', description: "YYYY-MM-DD, not before the start date; '' for none" })
  @IsOptional()
  @Matches(DATE_OR_NOTHING, { message: M.endDate })
  @IsString({ message: M.endDate })
  endDate?: string;

  @ApiPropertyOptional({ maxLength: F.descriptionMax, description: "'' for none" })
  @IsOptional()
  @MaxLength(F.descriptionMax, { message: M.descriptionTooLong })
  @IsString({ message: M.descriptionTooLong })
  description?: string;

  @ApiPropertyOptional({ default: true, description: 'A deactivated class refuses joins by code' })
  @IsOptional()
  @IsBoolean({ message: M.isActive })
  isActive?: boolean;
}

/** A new class: the name is required (trimmed); capacity 30 and active by default. */
export class NewClassFormDto extends ClassFormFieldsDto {
  @ApiProperty({ maxLength: F.nameMax, example: 'Maths Explorers' })
  @Matches(NOT_BLANK, { message: M.nameRequired })
  @MaxLength(F.nameMax, { message: M.nameTooLong })
  @IsString({ message: M.nameRequired })
  name: string;
}

/** A change: only the fields sent change, under the same rules. */
export class ClassChangesDto extends ClassFormFieldsDto {
  @ApiPropertyOptional({ maxLength: F.nameMax })
  @IsOptional()
  @Matches(NOT_BLANK, { message: M.nameRequired })
  @MaxLength(F.nameMax, { message: M.nameTooLong })
  @IsString({ message: M.nameRequired })
  name?: string;
}

const DATA_MESSAGE = 'data must be an object holding the class form';

/** POST /classes. */
export class CreateClassDto {
  @ApiProperty({ type: () => NewClassFormDto })
  @ValidateNested()
  @Type(() => NewClassFormDto)
  @IsObject({ message: DATA_MESSAGE })
  data: NewClassFormDto;
}

/** PUT /classes/{id}: activating and deactivating is `{ data: { isActive } }`. */
export class UpdateClassDto {
  @ApiProperty({ type: () => ClassChangesDto })
  @ValidateNested()
  @Type(() => ClassChangesDto)
  @IsObject({ message: DATA_MESSAGE })
  data: ClassChangesDto;
}
