import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AwardClientXpUseCase } from '../../application/game/award-client-xp.use-case';
import { GetActivityUseCase } from '../../application/game/get-activity.use-case';
import { GetGamingProfileUseCase } from '../../application/game/get-gaming-profile.use-case';
import { GetOddsUseCase } from '../../application/game/get-odds.use-case';
import { RecordLoginStreakUseCase } from '../../application/game/record-login-streak.use-case';
import { UpdateStudentProfileUseCase } from '../../application/game/update-student-profile.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { AwardXpDto } from './dto/award-xp.dto';
import { ActivityCountersDto, ClientXpResultDto, GamingProfileDto, LoginStreakResultDto, RewardOddsDto, StudentProfileDto } from './dto/gaming-profile.dto';
import { UpdateStudentProfileDto } from './dto/update-student-profile.dto';
import { FAIR_DAYS_RULE } from './fair-days.doc';

@ApiTags('student game')
@Controller('student')
@Authenticated('student')
export class GamingController {
  constructor(
    private readonly gamingProfile: GetGamingProfileUseCase,
    private readonly activity: GetActivityUseCase,
    private readonly updateProfile: UpdateStudentProfileUseCase,
    private readonly awardXp: AwardClientXpUseCase,
    private readonly loginStreak: RecordLoginStreakUseCase,
    private readonly odds: GetOddsUseCase,
  ) {}

  @Get('gaming')
  @ApiOperation({ summary: 'The gaming profile: level, XP, rank, streaks, tokens earned, chests opened' })
  @ApiDataResponse(GamingProfileDto)
  async gaming(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<GamingProfileDto>> {
    return { data: await this.gamingProfile.execute({ userId: user.userId }) };
  }

  @Get('odds')
  @ApiOperation({ summary: 'The chest and item-drop odds the server uses for this student' })
  @ApiDataResponse(RewardOddsDto)
  async rewardOdds(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<RewardOddsDto>> {
    return { data: await this.odds.execute({ userId: user.userId }) };
  }

  @Get('activity')
  @ApiOperation({ summary: "Activity counters, today's in the student's time zone" })
  @ApiDataResponse(ActivityCountersDto)
  async activityCounters(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ActivityCountersDto>> {
    return { data: await this.activity.execute({ userId: user.userId }) };
  }

  @Put('profile')
  @ApiOperation({ summary: 'Change avatar, grade, school, time zone (once a day) or leaderboard visibility', description: FAIR_DAYS_RULE })
  @ApiDataResponse(StudentProfileDto)
  async profile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateStudentProfileDto): Promise<DataAnswer<StudentProfileDto>> {
    return { data: await this.updateProfile.execute({ userId: user.userId, changes: body }) };
  }

  @Post('xp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Report XP earned in the client; bounded to known sources, 1..100 a call, 300 a day' })
  @ApiDataResponse(ClientXpResultDto)
  async xp(@CurrentUser() user: AuthenticatedUser, @Body() body: AwardXpDto): Promise<DataAnswer<ClientXpResultDto>> {
    const xpGain = body.xpGain ?? body.amount ?? 0;
    const source = body.source ?? body.reason ?? '';
    return { data: await this.awardXp.execute({ userId: user.userId, xpGain, source }) };
  }

  @Post('login-streak')
  @HttpCode(200)
  @ApiOperation({ summary: "Count today's login (once per local day) and pay the day's login XP" })
  @ApiDataResponse(LoginStreakResultDto)
  async streak(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<LoginStreakResultDto>> {
    return { data: await this.loginStreak.execute({ userId: user.userId }) };
  }
}
