import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetAccessInfoUseCase } from '../../application/content/get-access-info.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { AccessInfoDto } from './dto/access-info.dto';

@ApiTags('content')
@Controller('student/content')
export class AccessInfoController {
  constructor(private readonly accessInfo: GetAccessInfoUseCase) {}

  @Post('access-info')
  @HttpCode(200)
  @Authenticated('student')
  @ApiOperation({ summary: 'For each content id: { hasAccess, canAfford, wishlisted }' })
  async info(@CurrentUser() user: AuthenticatedUser, @Body() body: AccessInfoDto) {
    return { data: await this.accessInfo.execute({ studentId: user.userId, contentIds: body.contentIds }) };
  }
}
