import { ApiProperty } from '@nestjs/swagger';
import type { ParentProfile } from '../../../application/parents/get-parent-profile.use-case';
import type { ParentView } from '../../../application/parents/family-link';
import { NamedPersonDto } from '../../common/named-person.dto';

/** A parent by name, as they see themselves and as their child sees them: never an e-mail. */
export class ParentPersonDto extends NamedPersonDto implements ParentView {}

/** GET /parent/profile. */
export class ParentProfileDto extends ParentPersonDto implements ParentProfile {
  @ApiProperty({ type: 'integer' })
  monthlyEducationBudget: number;

  @ApiProperty({ type: 'integer', description: "After this month's budget credit, when it was due" })
  tokenBalance: number;

  @ApiProperty({ type: 'integer', description: 'Connected children' })
  childrenCount: number;
}
