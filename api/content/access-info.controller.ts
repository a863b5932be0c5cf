import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetAccessInfoUseCase } from '../../application/content/get-access-info.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { ContentAccessInfoDto } from './dto/access-info-answer.dto';
import { AccessInfoDto } from './dto/access-info.dto';

@ApiTags('content')
@Controller('student/content')
export class AccessInfoController {
  constructor(private readonly accessInfo: GetAccessInfoUseCase) {}

  @Post('access-info')
  @HttpCode(200)
  @Authenticated('student')
  @ApiOperation({ summary: 'For each content id: { hasAccess, canAfford, wishlisted }' })
  @ApiDataResponse(ContentAccessInfoDto, { shape: 'by-id', description: 'By content id (as text)' })
  async info(@CurrentUser() user: AuthenticatedUser, @Body() body: AccessInfoDto): Promise<DataAnswer<Record<string, ContentAccessInfoDto>>> {
    return { data: await this.accessInfo.execute({ studentId: user.userId, contentIds: body.contentIds }) };
  }
}
