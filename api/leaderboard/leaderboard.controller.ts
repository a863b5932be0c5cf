import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GetLeaderboardUseCase } from '../../application/leaderboard/get-leaderboard.use-case';
import { SendChallengeUseCase } from '../../application/leaderboard/send-challenge.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { ErrorAnswerDto } from '../common/error-answer.dto';
import { LeaderboardPageDto, SentChallengeDto } from './dto/leaderboard-page.dto';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto';
import { SendChallengeDto } from './dto/send-challenge.dto';

@ApiTags('student leaderboard')
@Controller('student/leaderboard')
@Authenticated('student')
export class LeaderboardController {
  constructor(
    private readonly getLeaderboard: GetLeaderboardUseCase,
    private readonly sendChallenge: SendChallengeUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'A page of a board (or your neighbourhood on it), with your rank' })
  @ApiDataResponse(LeaderboardPageDto)
  @ApiResponse({
    status: 503,
    description: 'LEADERBOARD_REBUILDING: the board is being rebuilt from the database (after the rank store lost it, or while a start brings it in line); Retry-After says when to ask again',
    type: ErrorAnswerDto,
  })
  async board(@CurrentUser() user: AuthenticatedUser, @Query() query: LeaderboardQueryDto): Promise<DataAnswer<LeaderboardPageDto>> {
    const data = await this.getLeaderboard.execute({
      userId: user.userId,
      period: query.type,
      category: query.category,
      page: query.page,
      limit: query.limit,
      classId: query.classId ?? null,
      aroundMe: query.around === 'me',
    });
    return { data };
  }

  @Post('challenge')
  @ApiOperation({ summary: 'Challenge another student (at most 10 a day)' })
  @ApiDataResponse(SentChallengeDto, { status: 201 })
  async challenge(@CurrentUser() user: AuthenticatedUser, @Body() body: SendChallengeDto): Promise<DataAnswer<SentChallengeDto>> {
    const data = await this.sendChallenge.execute({
      userId: user.userId,
      targetUserId: body.targetUserId,
      challengeType: body.challengeType,
      message: body.message,
    });
    return { data };
  }
}
