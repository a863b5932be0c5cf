import { ApiProperty } from '@nestjs/swagger';
import type { ClaimChallengeUseCase } from '../../../application/game/claim-challenge.use-case';
import type { GetChallengesUseCase } from '../../../application/game/get-challenges.use-case';
import type { PeriodChallenges } from '../../../application/game/period-challenges';
import type { ChallengeBonus, ChallengeGoal } from '../../../domain/game/challenges/challenge-goals';
import type { Period } from '../../../domain/shared/calendar';
import { API_ENUMS } from '../../common/api-enums';
import type { UseCaseAnswer } from '../../common/data-answer';
import { XpResultDto } from './xp-result.dto';

type ClaimResult = UseCaseAnswer<ClaimChallengeUseCase>;

export class ChallengeGoalDto implements ChallengeGoal {
  @ApiProperty({ example: 'daily-study' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  icon: string;

  @ApiProperty({ example: 'minutes' })
  unit: string;

  @ApiProperty({ type: 'integer', description: 'Progress so far, capped at the target' })
  current: number;

  @ApiProperty({ type: 'integer' })
  target: number;

  @ApiProperty({ type: 'integer', description: 'Whole percent, 0..100' })
  progress: number;

  @ApiProperty()
  completed: boolean;

  @ApiProperty()
  claimed: boolean;

  @ApiProperty({ type: 'integer' })
  xpReward: number;
}

/** The period's bonus: completed once every goal is completed. */
export class ChallengeBonusDto implements ChallengeBonus {
  @ApiProperty({ example: 'daily-bonus' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  icon: string;

  @ApiProperty({ type: 'integer' })
  xpReward: number;

  @ApiProperty()
  completed: boolean;

  @ApiProperty()
  claimed: boolean;
}

export class PeriodChallengesDto implements PeriodChallenges {
  @ApiProperty(API_ENUMS.period)
  period: Period;

  @ApiProperty({ type: String, format: 'date', description: "The period's first local date" })
  periodStart: string;

  @ApiProperty({ type: String, format: 'date', description: "The period's last local date" })
  periodEnd: string;

  @ApiProperty({ type: () => [ChallengeGoalDto] })
  goals: ChallengeGoalDto[];

  @ApiProperty({ type: () => ChallengeBonusDto })
  bonus: ChallengeBonusDto;
}

/** GET /student/challenges. */
export class ChallengesDto implements UseCaseAnswer<GetChallengesUseCase> {
  @ApiProperty({ type: () => PeriodChallengesDto })
  daily: PeriodChallengesDto;

  @ApiProperty({ type: () => PeriodChallengesDto })
  weekly: PeriodChallengesDto;

  @ApiProperty({ type: () => PeriodChallengesDto })
  monthly: PeriodChallengesDto;
}

export class ClaimedGoalDto {
  @ApiProperty(API_ENUMS.period)
  period: Period;

  @ApiProperty({ type: String, format: 'date' })
  periodStart: string;

  @ApiProperty({ example: 'daily-study', description: "The goal's id, or the period's bonus id" })
  goalId: string;
}

/** POST /student/challenges/claim: what was claimed, and its XP award. */
export class ClaimResultDto extends XpResultDto implements ClaimResult {
  @ApiProperty({ type: () => ClaimedGoalDto })
  claimed: ClaimedGoalDto;
}
