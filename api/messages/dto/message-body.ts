import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MESSAGE_MAX_LENGTH } from '../../../domain/messages/message-rules';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A message's or an announcement's text: plain, trimmed, 1 to 2,000 characters. */
export function MessageBody() {
  return applyDecorators(
    ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text (never read as HTML), trimmed', example: 'Maya did very well in the quiz today.' }),
    Transform(trimmed),
    IsString({ message: 'body must be text' }),
    MinLength(1, { message: 'body must not be blank' }),
    MaxLength(MESSAGE_MAX_LENGTH, { message: `body must be at most ${MESSAGE_MAX_LENGTH} characters` }),
    Matches(/^[^\u0000]*$/, { message: 'body must not contain NUL characters' }),
  );
}
