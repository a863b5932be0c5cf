import { ApiProperty } from '@nestjs/swagger';

/** GET /config: what the web app needs to know. */
export class ClientConfigDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "The external video courses site the Video Courses action opens with a single-use code (VIDEO_COURSES_URL); null when none is set, and the action opens the student's video lessons in the app",
  })
  videoCoursesUrl: string | null;

  @ApiProperty({ example: '1.0.0' })
  version: string;
}
