import { ApiProperty } from '@nestjs/swagger';
import type { LeaderboardEntry, LeaderboardPage } from '../../../application/leaderboard/get-leaderboard.use-case';
import type { SentChallenge } from '../../../application/leaderboard/send-challenge.use-case';
import { CHALLENGE_TYPES } from '../../../domain/leaderboard/challenge';

export class LeaderboardUserDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The initial only, e.g. "L."' })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatar: string | null;
}

export class LeaderboardStatsDto {
  @ApiProperty({ type: 'integer' })
  level: number;

  @ApiProperty({ type: 'integer' })
  xp: number;

  @ApiProperty({ example: 'Bronze I' })
  rank: string;

  @ApiProperty({ type: 'integer' })
  currentStreak: number;

  @ApiProperty({ type: 'integer' })
  tokensEarned: number;

  @ApiProperty({ type: 'integer' })
  chestsOpened: number;
}

export class LeaderboardEntryDto implements LeaderboardEntry {
  @ApiProperty({ type: 'integer' })
  rank: number;

  @ApiProperty({ type: 'integer', description: 'Places gained since the last snapshot (negative: lost)' })
  change: number;

  @ApiProperty({ type: () => LeaderboardUserDto })
  user: LeaderboardUserDto;

  @ApiProperty({ type: () => LeaderboardStatsDto })
  stats: LeaderboardStatsDto;

  @ApiProperty({ type: 'integer', description: "The board's score" })
  totalScore: number;
}

export class LeaderboardPaginationDto {
  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  limit: number;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty()
  hasMore: boolean;
}

/** GET /student/leaderboard. */
export class LeaderboardPageDto implements LeaderboardPage {
  @ApiProperty({ type: () => [LeaderboardEntryDto] })
  entries: LeaderboardEntryDto[];

  @ApiProperty({ type: 'integer', nullable: true, description: 'Your place, null when you are not on the board' })
  userRank: number | null;

  @ApiProperty({ type: () => LeaderboardPaginationDto })
  pagination: LeaderboardPaginationDto;

  @ApiProperty({ type: String, format: 'date-time' })
  lastUpdated: string;
}

/** POST /student/leaderboard/challenge. */
export class SentChallengeDto implements SentChallenge {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  fromUserId: number;

  @ApiProperty({ type: 'integer' })
  targetUserId: number;

  @ApiProperty({ enum: CHALLENGE_TYPES })
  challengeType: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'integer', description: 'Challenges you may still send today' })
  remainingToday: number;
}
