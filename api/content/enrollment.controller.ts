import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EnrollInContentUseCase } from '../../application/content/enroll-in-content.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { EnrollDto } from './dto/enroll.dto';
import { EnrollmentResultDto } from './dto/enrollment-result.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

@ApiTags('content')
@Controller('content-items')
export class EnrollmentController {
  constructor(private readonly enrollInContent: EnrollInContentUseCase) {}

  @Post(':id/enroll')
  @OnlyFor(['student'], ROLE_REFUSALS.enrolling)
  @ApiOperation({ summary: 'Enroll: free, sponsored or paid in tokens; answers { enrollment: { id, contentId, accessType, tokensSpent, createdAt }, tokenBalance }' })
  @ApiDataResponse(EnrollmentResultDto, { status: 201 })
  async enroll(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() _body: EnrollDto): Promise<DataAnswer<EnrollmentResultDto>> {
    return { data: await this.enrollInContent.execute({ studentId: user.userId, contentId: id }) };
  }
}
