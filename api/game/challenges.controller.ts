import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClaimChallengeUseCase } from '../../application/game/claim-challenge.use-case';
import { GetChallengesUseCase } from '../../application/game/get-challenges.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { ChallengesDto, ClaimResultDto } from './dto/challenges.dto';
import { ClaimChallengeDto } from './dto/inventory-action.dto';

@ApiTags('student game')
@Controller('student/challenges')
@Authenticated('student')
export class ChallengesController {
  constructor(
    private readonly challenges: GetChallengesUseCase,
    private readonly claim: ClaimChallengeUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Daily, weekly and monthly goals with progress, claims and bonus' })
  @ApiDataResponse(ChallengesDto)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ChallengesDto>> {
    return { data: await this.challenges.execute({ userId: user.userId }) };
  }

  @Post('claim')
  @HttpCode(200)
  @ApiOperation({ summary: "Claim a completed goal or the period's bonus, once; answers the XP award" })
  @ApiDataResponse(ClaimResultDto)
  async claimGoal(@CurrentUser() user: AuthenticatedUser, @Body() body: ClaimChallengeDto): Promise<DataAnswer<ClaimResultDto>> {
    return { data: await this.claim.execute({ userId: user.userId, period: body.period, goalId: body.goalId }) };
  }
}
