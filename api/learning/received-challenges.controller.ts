import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetReceivedChallengesUseCase } from '../../application/learning/get-received-challenges.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { ReceivedChallengeDto } from './dto/received-challenge.dto';

@ApiTags('student game')
@Controller('student/challenges')
@Authenticated('student')
export class ReceivedChallengesController {
  constructor(private readonly received: GetReceivedChallengesUseCase) {}

  @Get('received')
  @ApiOperation({ summary: 'Challenges other students sent me, newest first (at most 50)' })
  @ApiDataResponse(ReceivedChallengeDto, { shape: 'list' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ReceivedChallengeDto[]>> {
    return { data: await this.received.execute({ userId: user.userId }) };
  }
}
