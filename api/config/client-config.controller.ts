import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Environment } from '../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../infrastructure/infrastructure.tokens';

export const APP_VERSION = '1.0.0';

@ApiTags('config')
@Controller('config')
export class ClientConfigController {
  constructor(@Inject(ENVIRONMENT) private readonly environment: Environment) {}

  @Get()
  @ApiOperation({ summary: 'What the web app needs to know: the external video-course address and the version' })
  config() {
    return { data: { videoCoursesUrl: this.environment.videoCoursesUrl, version: APP_VERSION } };
  }
}
