import { ApiProperty } from '@nestjs/swagger';
import type { LibraryRow, TeacherContentItem } from '../../../application/teacher/teacher.repositories.port';
import { CONTENT_STATUSES, type ContentStatus } from '../../../domain/content/content-status';
import { ContentCardDto } from '../../content/dto/content-card.dto';
import { AuthoredContentDataDto } from '../../content/dto/managed-content.dto';

/** GET /teacher/content: one of the teacher's content items (spec §3), with its contentData as written. */
export class TeacherContentItemDto extends ContentCardDto implements TeacherContentItem {
  @ApiProperty({ type: () => AuthoredContentDataDto })
  contentData: AuthoredContentDataDto;

  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus', description: 'draft: seen by you only; published: in the catalogue per its visibility' })
  status: ContentStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was published; null for a draft' })
  publishedAt: Date | null;

  @ApiProperty({ description: 'Deleted while students were enrolled: out of the catalogue, kept for them' })
  withdrawn: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  withdrawnAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** GET /admin/content: one of the teacher's content items as the library's table lists it: the card, its status, withdrawn or not, and when it last changed (no contentData). */
export class AdminContentDto extends ContentCardDto implements LibraryRow {
  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus', description: 'draft: seen by you only; published: in the catalogue per its visibility' })
  status: ContentStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was published; null for a draft' })
  publishedAt: Date | null;

  @ApiProperty({ description: 'Deleted while students were enrolled: out of the catalogue, kept for them' })
  withdrawn: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  withdrawnAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}
