import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Environment } from '../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../infrastructure/infrastructure.tokens';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { ClientConfigDto } from './dto/client-config.dto';

export const APP_VERSION = '1.0.0';

@ApiTags('config')
@Controller('config')
export class ClientConfigController {
  constructor(@Inject(ENVIRONMENT) private readonly environment: Environment) {}

  @Get()
  @ApiOperation({ summary: 'What the web app needs to know: the external video-course address and the version' })
  @ApiDataResponse(ClientConfigDto)
  config(): DataAnswer<ClientConfigDto> {
    return { data: { videoCoursesUrl: this.environment.videoCoursesUrl, version: APP_VERSION } };
  }
}
