import { ApiProperty } from '@nestjs/swagger';
import type { ParentProfile } from '../../../application/parents/get-parent-profile.use-case';
import type { ParentView } from '../../../application/parents/family-link';

/** A parent by name, as they see themselves and as their child sees them: never an e-mail. */
export class ParentPersonDto implements ParentView {
  @ApiProperty({ type: 'integer', description: "The parent's user id" })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;
}

/** GET /parent/profile. */
export class ParentProfileDto extends ParentPersonDto implements ParentProfile {
  @ApiProperty({ type: 'integer' })
  monthlyEducationBudget: number;

  @ApiProperty({ type: 'integer', description: "After this month's budget credit, when it was due" })
  tokenBalance: number;

  @ApiProperty({ type: 'integer', description: 'Connected children' })
  childrenCount: number;
}
