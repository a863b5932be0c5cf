import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ClientXpResult } from '../../../application/game/award-client-xp.use-case';
import type { GetActivityUseCase } from '../../../application/game/get-activity.use-case';
import type { GetGamingProfileUseCase } from '../../../application/game/get-gaming-profile.use-case';
import type { GetOddsUseCase } from '../../../application/game/get-odds.use-case';
import type { StudentDetails } from '../../../application/game/player';
import type { RecordLoginStreakUseCase } from '../../../application/game/record-login-streak.use-case';
import type { UpdateStudentProfileUseCase } from '../../../application/game/update-student-profile.use-case';
import type { ChestOdds } from '../../../domain/game/rewards/daily-chest';
import type { DropOdds } from '../../../domain/game/rewards/drop';
import type { Rarity, RarityOdds } from '../../../domain/game/rewards/rarity';
import { API_ENUMS } from '../../common/api-enums';
import type { UseCaseAnswer } from '../../common/data-answer';
import { ActivityFiguresDto } from '../../learning/dto/student-analytics.dto';
import { XpResultDto } from './xp-result.dto';

/** What a student may change of their profile, besides the time zone. */
abstract class StudentDetailsDto implements StudentDetails {
  @ApiProperty({ type: String, nullable: true })
  avatar: string | null;

  @ApiProperty({ type: String, nullable: true })
  grade: string | null;

  @ApiProperty({ type: String, nullable: true })
  school: string | null;

  @ApiProperty()
  leaderboardOptOut: boolean;
}

/** GET /student/gaming: the gaming profile of spec §3, plus what the dashboard derives from it. */
export class GamingProfileDto extends StudentDetailsDto implements UseCaseAnswer<GetGamingProfileUseCase> {
  @ApiProperty({ type: 'integer', description: "The student's user id" })
  id: number;

  @ApiProperty({ type: 'integer' })
  level: number;

  @ApiProperty({ type: 'integer' })
  xp: number;

  @ApiProperty({ type: 'integer', description: 'The total XP the next level starts at' })
  nextLevelXP: number;

  @ApiProperty({ type: 'integer', description: 'Whole percent of the way through the current level, 0..100' })
  levelProgress: number;

  @ApiProperty({ example: 'Bronze I' })
  rank: string;

  @ApiProperty({ type: 'integer', description: 'Days in a row, as it stands today (a missed day shows 0)' })
  currentStreak: number;

  @ApiProperty({ type: 'integer' })
  longestStreak: number;

  @ApiProperty({ description: 'A missed day would be forgiven once' })
  graceDay: boolean;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  lastStudyDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  lastLoginDate: string | null;

  @ApiProperty({ description: "Every daily goal of today's challenges is completed" })
  dailyGoalCompleted: boolean;

  @ApiProperty({ type: 'integer', description: "Whole percent of today's study goal" })
  todayProgress: number;

  @ApiProperty({ type: 'integer' })
  tokensEarned: number;

  @ApiProperty({ type: 'integer' })
  chestsOpened: number;

  @ApiProperty({ type: 'integer' })
  tokenBalance: number;

  @ApiProperty({ description: 'The chance of an item drop with each XP award, in percent' })
  dropChance: number;

  @ApiProperty({ example: 'Europe/Paris' })
  timeZone: string;

  @ApiProperty({ type: String, format: 'date', description: "The student's local date" })
  today: string;

  @ApiProperty({ type: String, format: 'date-time', description: "When the student's local day ends" })
  dayEndsAt: string;

  @ApiProperty({ example: '5h 12m' })
  dayEndsIn: string;

  @ApiProperty({ type: 'array', items: { type: 'object' }, description: 'Always empty: GET /student/wishlist lists the wishlist' })
  wishlist: never[];
}

/** GET /student/activity: the activity counters of spec §3; the daily ones are today's, in the student's time zone. */
export class ActivityCountersDto extends ActivityFiguresDto implements UseCaseAnswer<GetActivityUseCase> {
  @ApiProperty({ type: 'integer', description: 'Minutes' })
  totalStudyTime: number;

  @ApiProperty({ type: 'integer' })
  dropsReceived: number;

  @ApiProperty({ type: 'integer' })
  itemsCrafted: number;

  @ApiProperty({ type: 'integer' })
  dailyVideosWatched: number;

  @ApiProperty({ type: 'integer' })
  dailyQuizzesCompleted: number;
}

/** PUT /student/profile: what the student may change of their profile, as it is now. */
export class StudentProfileDto extends StudentDetailsDto implements UseCaseAnswer<UpdateStudentProfileUseCase> {
  @ApiProperty({ example: 'Europe/Paris' })
  timeZone: string;
}

/** POST /student/xp: the XP result, with whether the day's allowance capped it. */
export class ClientXpResultDto extends XpResultDto implements ClientXpResult {
  @ApiProperty({ description: "The day's 300 client-reported XP (or the 100 of a call) cut the award" })
  capped: boolean;

  @ApiPropertyOptional({ description: 'Why the award was cut, when it was' })
  reason?: string;
}

/** POST /student/login-streak: the streak after today's login, and the login XP when the day counted. */
export class LoginStreakResultDto implements UseCaseAnswer<RecordLoginStreakUseCase> {
  @ApiProperty({ type: 'integer' })
  currentStreak: number;

  @ApiProperty({ type: 'integer' })
  longestStreak: number;

  @ApiProperty()
  graceDay: boolean;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  lastLoginDate: string | null;

  @ApiProperty({ description: "Today's login was counted now (false: it was counted already today)" })
  counted: boolean;

  @ApiProperty({ description: 'The streak went on from the last login' })
  continued: boolean;

  @ApiProperty({ description: 'A missed day was forgiven by the grace day' })
  usedGraceDay: boolean;

  @ApiProperty({ type: () => XpResultDto, nullable: true, description: "The day's login XP, when the day counted" })
  xpAward: XpResultDto | null;
}

export class RarityOddsDto implements RarityOdds {
  @ApiProperty(API_ENUMS.rarity)
  rarity: Rarity;

  @ApiProperty()
  percent: number;
}

export class ChestTokenOddsDto {
  @ApiProperty()
  percent: number;

  @ApiProperty({ type: 'integer' })
  min: number;

  @ApiProperty({ type: 'integer' })
  max: number;
}

export class ChestMaterialOddsDto {
  @ApiProperty()
  percent: number;

  @ApiProperty({ type: () => [RarityOddsDto] })
  rarities: RarityOddsDto[];
}

export class ChestOddsDto implements ChestOdds {
  @ApiProperty({ type: () => ChestTokenOddsDto })
  tokens: ChestTokenOddsDto;

  @ApiProperty({ type: () => ChestMaterialOddsDto })
  materials: ChestMaterialOddsDto;
}

export class DropOddsDto implements DropOdds {
  @ApiProperty({ description: 'The chance of a drop with each XP award, in percent' })
  chancePercent: number;

  @ApiProperty({ type: () => [RarityOddsDto], description: 'The chance of each rarity overall, in percent' })
  rarities: RarityOddsDto[];
}

/** GET /student/odds: the chest and item-drop odds, from the same rules that roll them. */
export class RewardOddsDto implements UseCaseAnswer<GetOddsUseCase> {
  @ApiProperty({ type: () => ChestOddsDto })
  chest: ChestOddsDto;

  @ApiProperty({ type: () => DropOddsDto })
  drop: DropOddsDto;
}
