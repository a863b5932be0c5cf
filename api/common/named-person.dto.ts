import { ApiProperty } from '@nestjs/swagger';

/** Someone as a list names them: first and last name when known, else the username; never an e-mail. */
export class NamedPersonDto {
  @ApiProperty({ type: 'integer', description: 'Their user id' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;
}
