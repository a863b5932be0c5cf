import { ApiProperty } from '@nestjs/swagger';
import type { StudentParentsView } from '../../../application/parents/get-student-parents.use-case';
import { LINK_CODE_LENGTH } from '../../../domain/parents/link-code';
import { ParentPersonDto } from './parent-profile.dto';

export class ConnectedParentDto extends ParentPersonDto {
  @ApiProperty({ type: String, format: 'date-time' })
  connectedAt: Date;
}

export class ParentRequestDto extends ParentPersonDto {
  @ApiProperty({ type: String, format: 'date-time' })
  requestedAt: Date;
}

/** GET /student/parents. */
export class StudentParentsDto implements StudentParentsView {
  @ApiProperty({ type: () => [ConnectedParentDto], description: 'Connected parents, oldest connection first' })
  parents: ConnectedParentDto[];

  @ApiProperty({ type: () => [ParentRequestDto], description: 'Requests waiting for my answer, oldest first' })
  requests: ParentRequestDto[];
}

export class AcceptedParentDto {
  @ApiProperty({ type: () => ConnectedParentDto })
  parent: ConnectedParentDto;
}

export class DeclinedRequestDto {
  @ApiProperty({ type: 'integer', description: "The parent's user id" })
  id: number;

  @ApiProperty({ enum: ['declined'] })
  status: 'declined';
}

export class ParentLinkCodeDto {
  @ApiProperty({ example: 'K7M2XQAB', description: `${LINK_CODE_LENGTH} letters and digits without 0, O, 1 and I; used once` })
  code: string;

  @ApiProperty({ type: String, format: 'date-time', description: '15 minutes after it was made' })
  expiresAt: Date;
}

export class RemovedParentDto {
  @ApiProperty({ type: 'integer', description: "The parent's user id" })
  id: number;
}
