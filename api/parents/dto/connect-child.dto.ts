import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import type { ChildSummary } from '../../../application/parents/child-summary';
import { LINK_CODE_LENGTH } from '../../../domain/parents/link-code';
import { StudentPersonDto } from '../../common/student-person.dto';
import { MAX_ID } from '../../common/id-param';

const IDENTIFIER_MAX = 254;

const ENTER_IDENTIFIER = 'Enter a username, e-mail or ID';

/** A user id (a whole number) or a username or e-mail (text that is not blank), as spec §5 "Connect child" sends it. */
function IsChildIdentifier(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isChildIdentifier',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID) ||
          (typeof value === 'string' && /\S/.test(value) && value.length <= IDENTIFIER_MAX),
        defaultMessage: () => `${ENTER_IDENTIFIER} (text of at most ${IDENTIFIER_MAX} characters, or a whole number)`,
      },
    },
    options,
  );
}

/** POST /parent/connect-child: exactly one of identifier and linkCode. */
export class ConnectChildDto {
  @ApiProperty({
    required: false,
    oneOf: [
      { type: 'string', maxLength: IDENTIFIER_MAX, example: 'sam_learner' },
      { type: 'integer', minimum: 1, maximum: MAX_ID, example: 42 },
    ],
    description: "The student's username or e-mail (text; case does not matter) or user id (a number)",
  })
  @ValidateIf((body: ConnectChildDto) => body.linkCode === undefined || body.identifier !== undefined)
  @IsChildIdentifier()
  identifier?: string | number;

  @ApiProperty({ required: false, maxLength: 20, example: 'K7M2XQAB', description: `The ${LINK_CODE_LENGTH}-character code from the student's settings` })
  @ValidateIf((body: ConnectChildDto) => body.linkCode !== undefined)
  @ValidateBy({
    name: 'notBothWays',
    validator: { validate: (_value: unknown, args) => (args?.object as ConnectChildDto).identifier === undefined, defaultMessage: () => 'Send either identifier or linkCode, not both' },
  })
  @MaxLength(20, { message: `A link code is ${LINK_CODE_LENGTH} letters and digits` })
  @IsString({ message: 'Enter the link code' })
  linkCode?: string;
}

/** A connected child (spec §3 "Student (in class or as child)", with tokens and the connection date). */
export class ChildSummaryDto extends StudentPersonDto implements ChildSummary {
  @ApiProperty({ type: 'integer' })
  tokenBalance: number;

  @ApiProperty({ type: String, format: 'date-time' })
  connectedAt: Date;
}

/** The answer of POST /parent/connect-child: pending (only what the parent typed) or connected (by link code). */
export class ConnectChildResultDto {
  @ApiProperty({ enum: ['pending', 'connected'] })
  status: 'pending' | 'connected';

  @ApiProperty({ required: false, description: 'Pending only: the identifier as the parent typed it' })
  identifier?: string;

  @ApiProperty({ required: false, type: String, format: 'date-time', description: 'Pending only' })
  requestedAt?: Date;

  @ApiProperty({ required: false, type: () => ChildSummaryDto, description: 'Connected only' })
  child?: ChildSummaryDto;
}

export class PendingRequestDto {
  @ApiProperty({ description: 'The username, e-mail or id exactly as the parent typed it' })
  identifier: string;

  @ApiProperty({ type: String, format: 'date-time' })
  requestedAt: Date;
}

/** GET /parent/children. */
export class ParentChildrenDto {
  @ApiProperty({ type: () => [ChildSummaryDto], description: 'Connected children, oldest connection first' })
  children: ChildSummaryDto[];

  @ApiProperty({ type: () => [PendingRequestDto], description: 'Requests the children have not answered; they name no child' })
  pendingRequests: PendingRequestDto[];
}
