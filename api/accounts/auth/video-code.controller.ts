import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ExchangeVideoCodeUseCase } from '../../../application/accounts/auth/exchange-video-code.use-case';
import { IssueVideoCodeUseCase } from '../../../application/accounts/auth/issue-video-code.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Authenticated } from '../../common/auth/roles';
import { CsrfExempt } from '../../common/csrf.guard';
import { ApiDataResponse, type DataAnswer } from '../../common/data-answer';
import { ExchangeVideoCodeDto, VideoCodeDto, VideoCoursesSessionDto } from './dto/video-code.dto';

/**
 * The way into the external video courses app: the browser opens it with a single-use code, never
 * with the access token, and the app's server exchanges the code for a token of its own.
 */
@ApiTags('auth')
@Controller('auth/video-code')
export class VideoCodeController {
  constructor(
    private readonly issueCode: IssueVideoCodeUseCase,
    private readonly exchangeCode: ExchangeVideoCodeUseCase,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'A single-use code for the video courses app, valid for 60 seconds; the browser opens the app with ?code=<code>' })
  @ApiDataResponse(VideoCodeDto, { status: 201 })
  async issue(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<VideoCodeDto>> {
    return { data: await this.issueCode.execute({ userId: user.userId }) };
  }

  @Post('exchange')
  @HttpCode(200)
  @CsrfExempt()
  @ApiOperation({
    summary:
      "Called by the video courses app's server: exchanges a code once, within 60 seconds, for an access token of that app (aud 'video-courses'); a used or expired code answers 410",
  })
  @ApiDataResponse(VideoCoursesSessionDto)
  async exchange(@Body() body: ExchangeVideoCodeDto): Promise<DataAnswer<VideoCoursesSessionDto>> {
    return { data: await this.exchangeCode.execute({ code: body.code }) };
  }
}
