import { ApiProperty } from '@nestjs/swagger';

/** The sender as boards show them: no e-mail, the last name's initial only. */
export class ChallengeSenderDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastInitial: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatar: string | null;
}

/** GET /student/challenges/received: newest first, at most 50. */
export class ReceivedChallengeDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  challengeType: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: () => ChallengeSenderDto })
  from: ChallengeSenderDto;
}
