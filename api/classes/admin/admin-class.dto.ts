import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JOIN_CODE_LENGTH } from '../../../domain/classes/join-code';
import { ClassChangesDto } from '../dto/class-form.dto';

const MAX_ID = 2_147_483_647;
const NOT_BLANK = /\S/;

/**
 * PUT /admin/classes/{id}: react-admin sends the whole record back. The form's fields change; the
 * figures, the code and the students (all of them, or the first ones of a list record) are read-only
 * and ignored, and so is isActive: activating, deactivating and a new code are calls of their own.
 */
export class AdminClassChangesDto extends ClassChangesDto {
  @ApiPropertyOptional({ type: 'integer', readOnly: true })
  @IsOptional()
  @IsInt()
  id?: number;

  @ApiPropertyOptional({ readOnly: true })
  @IsOptional()
  @MaxLength(JOIN_CODE_LENGTH)
  @IsString()
  joinCode?: string;

  @ApiPropertyOptional({ type: 'integer', readOnly: true })
  @IsOptional()
  @IsInt()
  studentCount?: number;

  @ApiPropertyOptional({ type: 'integer', readOnly: true })
  @IsOptional()
  @IsInt()
  activeStudentCount?: number;

  @ApiPropertyOptional({ type: 'integer', readOnly: true })
  @IsOptional()
  @IsInt()
  capacityUsage?: number;

  @ApiPropertyOptional({ readOnly: true })
  @IsOptional()
  @MaxLength(40)
  @IsString()
  createdAt?: string;

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, readOnly: true })
  @IsOptional()
  @ArrayMaxSize(1000)
  @IsArray()
  students?: object[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, readOnly: true, description: 'A list record sent back: ignored' })
  @IsOptional()
  @ArrayMaxSize(1000)
  @IsArray()
  firstStudents?: object[];

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored here: use activate or deactivate' })
  @IsOptional()
  @IsBoolean()
  declare isActive?: boolean;
}

/** POST /admin/classes/{classId}/students: a student by id, or by username or e-mail. */
export class AdminAddStudentDto {
  @ApiPropertyOptional({ type: 'integer', example: 42 })
  @IsOptional()
  @Max(MAX_ID, { message: 'studentId must be a student id' })
  @Min(1, { message: 'studentId must be a student id' })
  @IsInt({ message: 'studentId must be a whole number' })
  studentId?: number;

  @ApiPropertyOptional({ maxLength: 254, description: 'A username or an e-mail' })
  @IsOptional()
  @Matches(NOT_BLANK, { message: 'Enter a username or e-mail' })
  @MaxLength(254, { message: 'A username or e-mail is at most 254 characters' })
  @IsString({ message: 'Enter a username or e-mail' })
  username?: string;
}
