import { ApiProperty } from '@nestjs/swagger';
import { NamedPersonDto } from '../../common/named-person.dto';
import { MessageBody } from './message-body';

export class AnnouncementDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  classId: number;

  @ApiProperty()
  className: string;

  @ApiProperty({ type: NamedPersonDto })
  teacher: NamedPersonDto;

  @ApiProperty({ description: 'Plain text' })
  body: string;

  @ApiProperty({ type: String, format: 'date-time' })
  postedAt: Date;
}

export class ParentAnnouncementDto extends AnnouncementDto {
  @ApiProperty({ type: [NamedPersonDto], description: 'My connected children in the class' })
  children: NamedPersonDto[];
}

export class PostAnnouncementDto {
  @MessageBody()
  body: string;
}
