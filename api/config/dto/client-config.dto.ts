import { ApiProperty } from '@nestjs/swagger';

/** GET /config: what the web app needs to know. */
export class ClientConfigDto {
  @ApiProperty({ example: 'https://videos.example.org', description: 'The external video courses app' })
  videoCoursesUrl: string;

  @ApiProperty({ example: '1.0.0' })
  version: string;
}
