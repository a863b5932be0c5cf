import { ApiProperty } from '@nestjs/swagger';
import type { ChildPerson, ParentGoalRecord, ParentTransferRecord } from '../../../application/parents/parent-money.repositories.port';
import { ParentGoalDto } from './parent-goal.dto';
import { NamedPersonDto } from '../../common/named-person.dto';

/** A connected child as the parent's lists name them: first and last name when known, else the username. */
export class NamedChildDto extends NamedPersonDto implements ChildPerson {}

/** A record of GET /admin/goals: the goal of GET /parent/goals, with its child. */
export class ParentGoalRecordDto extends ParentGoalDto implements ParentGoalRecord {
  @ApiProperty({ type: () => NamedChildDto })
  child: NamedChildDto;
}

/** A record of GET /admin/transfers: tokens the parent gave a connected child. */
export class ParentTransferRecordDto implements ParentTransferRecord {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer', description: "The child's user id" })
  childId: number;

  @ApiProperty({ type: () => NamedChildDto })
  child: NamedChildDto;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Tokens moved from the parent to the child' })
  amount: number;

  @ApiProperty({ type: String, nullable: true, description: 'The note sent with the transfer' })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}
