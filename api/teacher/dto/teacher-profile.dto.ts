import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import type { TeacherProfile } from '../../../application/teacher/teacher-profile';
import { TEACHER_PROFILE_LIMITS as L } from '../../../domain/teacher/teacher-profile-form';
import { AvatarField } from '../../common/avatar-field';

export const MAX_YEARS_OF_EXPERIENCE = L.yearsMax;
export const MAX_SUBJECTS = L.subjectsMax;
export const MAX_SUBJECT_LENGTH = L.subjectMax;

/** GET /teacher/home and PUT /teacher/profile: the teacher profile of spec §3 with the header's figures. */
export class TeacherProfileDto implements TeacherProfile {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true, description: "One emoji, the path of one of the app's pictures (/avatars/<name>.svg) or of a picture uploaded here (/api/media/pictures/<key>); the header shows initials without one" })
  avatar: string | null;

  @ApiProperty({ type: String, nullable: true })
  department: string | null;

  @ApiProperty({ type: 'integer' })
  yearsOfExperience: number;

  @ApiProperty({ type: String, nullable: true })
  bio: string | null;

  @ApiProperty({ type: [String] })
  subjects: string[];

  @ApiProperty({ type: 'integer', description: 'Tokens earned from content purchases, ever' })
  totalEarnings: number;

  @ApiProperty({ type: 'integer', description: 'Content items not withdrawn, private ones included' })
  contentCount: number;

  @ApiProperty({ type: 'integer', description: 'Students who ever enrolled in one of your content items' })
  totalStudents: number;

  @ApiProperty({ description: 'The average of every rating of your content, 1 decimal; 0 without ratings' })
  rating: number;

  @ApiProperty({ type: 'integer' })
  ratingCount: number;

  @ApiProperty({ description: "The IANA time zone 'this month' is counted in" })
  timeZone: string;
}

/** The profile fields a teacher may change; an empty text clears its field (class-validator runs bottom-up). */
export class TeacherProfileChangesDto {
  @ApiPropertyOptional({ maxLength: L.departmentMax })
  @IsOptional()
  @MaxLength(L.departmentMax, { message: `department must be at most ${L.departmentMax} characters` })
  @IsString({ message: 'department must be text' })
  department?: string;

  @ApiPropertyOptional({ minimum: L.yearsMin, maximum: MAX_YEARS_OF_EXPERIENCE })
  @IsOptional()
  @Max(MAX_YEARS_OF_EXPERIENCE, { message: `yearsOfExperience must be at most ${MAX_YEARS_OF_EXPERIENCE}` })
  @Min(L.yearsMin, { message: `yearsOfExperience must be ${L.yearsMin} or more` })
  @IsInt({ message: 'yearsOfExperience must be a whole number' })
  yearsOfExperience?: number;

  @ApiPropertyOptional({ maxLength: L.bioMax })
  @IsOptional()
  @MaxLength(L.bioMax, { message: `bio must be at most ${L.bioMax} characters` })
  @IsString({ message: 'bio must be text' })
  bio?: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_SUBJECTS, description: `Up to ${MAX_SUBJECTS} subjects of 1 to ${MAX_SUBJECT_LENGTH} characters; each kept once` })
  @IsOptional()
  @MinLength(1, { each: true, message: 'each subject must not be empty' })
  @MaxLength(MAX_SUBJECT_LENGTH, { each: true, message: `each subject must be at most ${MAX_SUBJECT_LENGTH} characters` })
  @IsString({ each: true, message: 'each subject must be text' })
  @ArrayMaxSize(MAX_SUBJECTS, { message: `subjects may hold at most ${MAX_SUBJECTS} subjects` })
  @IsArray({ message: 'subjects must be a list of texts' })
  subjects?: string[];

  @AvatarField()
  avatar?: string;
}

/** PUT /teacher/profile: body `data` (spec §7). */
export class UpdateTeacherProfileDto {
  @ApiProperty({ type: () => TeacherProfileChangesDto })
  @ValidateNested({ message: 'data must be an object of profile fields' })
  @Type(() => TeacherProfileChangesDto)
  @IsObject({ message: 'data must be an object of profile fields' })
  @IsDefined({ message: 'data is required' })
  data: TeacherProfileChangesDto;
}
