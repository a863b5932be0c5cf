import { ApiProperty } from '@nestjs/swagger';
import type { AccessInfo } from '../../../application/content/get-access-info.use-case';

/** POST /student/content/access-info answers one of these per content id asked (unknown or hidden content: all false). */
export class ContentAccessInfoDto implements AccessInfo {
  @ApiProperty({ description: 'Enrolled already' })
  hasAccess: boolean;

  @ApiProperty({ description: 'Could enroll now: free, sponsored, or the tokens are there' })
  canAfford: boolean;

  @ApiProperty()
  wishlisted: boolean;

  @ApiProperty({ description: "A sponsor's pool pays the price: enrolling costs the student nothing" })
  sponsored: boolean;
}
