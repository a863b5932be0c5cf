import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { UploadedMedia } from '../../../application/media/upload-media.use-case';
import type { MediaKind } from '../../../domain/media/media-signature';

/** POST /media/uploads: the file as it was kept. */
export class UploadedMediaDto implements UploadedMedia {
  @ApiProperty({ example: '0123456789abcdef0123456789abcdef.mp4', description: "The file's name: 32 hexadecimal digits of the SHA-256 of what is kept, then its extension. A video's key goes in a video's contentData.mediaKey, a PDF's in a document's contentData.handout.mediaKey" })
  key: string;

  @ApiProperty({ enum: ['video', 'image', 'pdf'], enumName: 'UploadedMediaKind', description: 'What the bytes are, read from the file itself (never its name or declared type)' })
  kind: MediaKind;

  @ApiProperty({ enum: ['video/mp4', 'image/jpeg', 'image/png', 'application/pdf'], description: 'The type the file is kept and served as' })
  contentType: string;

  @ApiProperty({ type: 'integer', description: 'Bytes kept (for a picture, its thumbnail)' })
  size: number;

  @ApiProperty({
    example: '/api/media/pictures/0123456789abcdef0123456789abcdef.jpg',
    description:
      "A picture's public, immutable address (what a content's thumbnail.url and a teacher's avatar may hold); a video's or PDF's signed address for the uploader to look at it, valid for 5 minutes",
  })
  url: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "A video's length in whole seconds, read from its own index" })
  durationSeconds?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 640, description: "A picture's thumbnail width in pixels" })
  width?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 640, description: "A picture's thumbnail height in pixels" })
  height?: number;
}
