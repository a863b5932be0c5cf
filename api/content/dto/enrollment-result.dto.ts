import { ApiProperty } from '@nestjs/swagger';
import type { EnrollmentResult } from '../../../application/content/enroll-in-content.use-case';
import type { AccessType } from '../../../domain/content/access-type';
import { API_ENUMS } from '../../common/api-enums';

export class NewEnrollmentDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  contentId: number;

  @ApiProperty(API_ENUMS.accessType)
  accessType: AccessType;

  @ApiProperty({ type: 'integer' })
  tokensSpent: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** POST /content-items/{id}/enroll. */
export class EnrollmentResultDto implements EnrollmentResult {
  @ApiProperty({ type: () => NewEnrollmentDto })
  enrollment: NewEnrollmentDto;

  @ApiProperty({ type: 'integer', description: "The student's token balance after paying" })
  tokenBalance: number;
}
