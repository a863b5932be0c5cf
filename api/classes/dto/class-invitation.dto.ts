import { ApiProperty } from '@nestjs/swagger';
import type { ClassInvitationSent } from '../../../application/classes/invite-class-student.use-case';
import type { ChildClass } from '../../../application/classes/child-classes.use-case';
import type { ReceivedClassInvitation, SentClassInvitation } from '../../../application/classes/class.repositories.port';
import { ClassTeacherDto } from './class-answers.dto';

/** An invitation as its teacher sees it until the student accepts: only what they typed. */
export class ClassInvitationDto implements SentClassInvitation {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ example: 'sam_learner', description: 'The username, e-mail or id exactly as the teacher typed it' })
  invitedAs: string;

  @ApiProperty({
    enum: ['invited'],
    description: 'Always "invited" until the student accepts (then they are in the class and the invitation leaves this list): a declined invitation and a name that is nobody\'s look the same',
  })
  state: 'invited';

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** The answer to "add student": the same whoever was named. */
export class ClassInvitationSentDto implements ClassInvitationSent {
  @ApiProperty({ enum: ['invited'] })
  status: 'invited';

  @ApiProperty({ type: () => ClassInvitationDto })
  invitation: ClassInvitationDto;
}

/** A class invitation as its student sees it. */
export class ReceivedClassInvitationDto implements ReceivedClassInvitation {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  classId: number;

  @ApiProperty()
  className: string;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true })
  gradeLevel: string | null;

  @ApiProperty({ type: () => ClassTeacherDto })
  teacher: ClassTeacherDto;

  @ApiProperty({ type: String, format: 'date-time' })
  invitedAt: Date;
}

export class DeclinedClassInvitationDto {
  @ApiProperty({ type: 'integer', description: "The invitation's id" })
  id: number;

  @ApiProperty({ enum: ['declined'] })
  status: 'declined';
}

/** DELETE /classes/{id}/invitations/{invitationId}. */
export class WithdrawnClassInvitationDto {
  @ApiProperty({ type: 'integer', description: "The invitation's id" })
  id: number;
}

/** A class of a connected child, as their parent sees it. */
export class ChildClassDto implements ChildClass {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;

  @ApiProperty({ type: String, nullable: true })
  gradeLevel: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: () => ClassTeacherDto })
  teacher: ClassTeacherDto;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: Date;
}
