import { ApiProperty } from '@nestjs/swagger';

/** A student as a teacher's class or a parent's child shows them (spec §3 "Student (in class or as child)"). */
export class StudentPersonDto {
  @ApiProperty({ type: 'integer', description: "The student's user id" })
  id: number;

  @ApiProperty({ type: 'integer', description: 'The same as id' })
  userId: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: 'integer' })
  level: number;

  @ApiProperty({ example: 'Bronze I' })
  rank: string;

  @ApiProperty({ type: 'integer' })
  xp: number;
}
