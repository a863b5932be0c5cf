import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { FIELD_PROBLEM_CODES, type FieldProblemCode } from '../../domain/shared/field-problem';

export class ErrorDetailDto {
  @ApiProperty({ type: 'integer', example: 400 })
  status: number;

  @ApiProperty({ example: 'ValidationError' })
  name: string;

  @ApiProperty({ example: 'Passwords do not match' })
  message: string;
}

/** What is wrong with one field, as a code a client turns into its own words; the parameters its code names. */
export class FieldProblemDto {
  @ApiProperty({ enum: FIELD_PROBLEM_CODES, enumName: 'FieldProblemCode', example: 'tooLong' })
  code: FieldProblemCode;

  @ApiPropertyOptional({ type: 'integer', description: 'tooShort, tooSmall, tooFew, outOfRange (and tooMany in a content\'s material): the least allowed', example: 3 })
  min?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'tooLong, tooLarge, tooMany, outOfRange (and tooFew in a content\'s material): the most allowed', example: 30 })
  max?: number;

  @ApiPropertyOptional({ type: [String], description: "notOneOf: the values allowed; notAllowed in a content's material: the fields its format takes", example: ['student', 'teacher', 'parent', 'sponsor'] })
  allowed?: string[];

  @ApiPropertyOptional({ description: "notAllowed in a content's material: the content type whose format does not take the field", example: 'video' })
  format?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'answerNotAChoice: how many choices there are', example: 4 })
  choices?: number;

  @ApiPropertyOptional({ type: 'integer', description: "afterVideoEnd: the video's length in seconds", example: 120 })
  seconds?: number;

  @ApiPropertyOptional({ description: 'duplicateId: the id given twice', example: 'q1' })
  id?: string;

  @ApiPropertyOptional({ description: 'typeChangeNeedsContent: the new content type', example: 'quiz' })
  type?: string;

  @ApiPropertyOptional({ enum: ['uppercase', 'lowercase', 'digit', 'special'], description: 'needsCharacter: the kind of character missing' })
  kind?: string;

  @ApiPropertyOptional({ enum: ['text', 'integer', 'number', 'boolean', 'list', 'object'], description: 'wrongType, outOfRange: the type expected' })
  expected?: string;
}

/** The shape of every refusal (documented with each route's errors). */
@ApiExtraModels(FieldProblemDto)
export class ErrorAnswerDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'RESET_CODE_INVALID' })
  code: string;

  @ApiProperty({ example: 'This reset code is not valid or has expired. Ask for a new one.' })
  message: string;

  @ApiProperty({ type: ErrorDetailDto })
  error: ErrorDetailDto;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'A message per form field', example: { passwordConfirmation: 'Passwords do not match' } })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FieldProblemDto) },
    description: 'The same fields as errors, each as a code with its parameters',
    example: { username: { code: 'tooLong', max: 30 } },
  })
  problems?: Record<string, FieldProblemDto>;
}
