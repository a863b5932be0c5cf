import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JOIN_CODE_LENGTH } from '../../../domain/classes/join-code';
import { MAX_ID } from '../../common/id-param';

const NOT_BLANK = /\S/;

/** POST /classes/{id}/add-student. */
export class AddStudentByIdDto {
  @ApiProperty({ type: 'integer', example: 42 })
  @Max(MAX_ID, { message: 'studentId must be a student id' })
  @Min(1, { message: 'studentId must be a student id' })
  @IsInt({ message: 'studentId must be a whole number' })
  studentId: number;
}

/** POST /classes/{id}/add-student-by-username (an invitation) and /remove-student-by-username: a username or an e-mail, trimmed. */
export class StudentUsernameDto {
  @ApiProperty({ maxLength: 254, example: 'sam_learner', description: 'A username or an e-mail' })
  @Matches(NOT_BLANK, { message: 'Enter a username or e-mail' })
  @MaxLength(254, { message: 'A username or e-mail is at most 254 characters' })
  @IsString({ message: 'Enter a username or e-mail' })
  username: string;
}

/** POST /student/classes/join. */
export class JoinClassDto {
  @ApiProperty({ maxLength: 20, example: 'K7M2XQ4P', description: `${JOIN_CODE_LENGTH} letters and digits without 0, O, 1 and I; case and spaces around do not matter` })
  @MaxLength(20, { message: `A join code is ${JOIN_CODE_LENGTH} letters and digits (no 0, O, 1 or I)` })
  @IsString({ message: 'Enter the join code' })
  joinCode: string;
}

/** POST /class-analytics. */
export class ComputeClassAnalyticsDto {
  @ApiProperty({ type: 'integer', example: 7 })
  @Max(MAX_ID, { message: 'classId must be a class id' })
  @Min(1, { message: 'classId must be a class id' })
  @IsInt({ message: 'classId must be a whole number' })
  classId: number;
}
