import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { AVATAR_MAX_LENGTH, AVATAR_PICTURES, AVATAR_RULE, isAvatarInput } from '../../domain/accounts/avatar';

/**
 * An optional avatar in a body: one emoji, the path of one of the app's pictures or of a picture
 * uploaded to the app; blank text
 * removes the avatar. Anything else (an address on another host, a data: or javascript: address,
 * other text) is refused with AVATAR_RULE.
 */
export function AvatarField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      maxLength: AVATAR_MAX_LENGTH,
      example: '🦊',
      description:
        "One emoji (e.g. 🦊), or one of the app's pictures as /avatars/<name>.svg with <name> one of " +
        `${AVATAR_PICTURES.join(', ')}, or a picture uploaded here (the url POST /api/media/uploads answers, /api/media/pictures/<key>); ` +
        'empty text removes the avatar. Addresses elsewhere are refused.',
    }),
    IsOptional(),
    // Checked in this order, the first failure answers.
    IsString({ message: 'avatar must be text' }),
    MaxLength(AVATAR_MAX_LENGTH, { message: AVATAR_RULE }),
    ValidateBy({ name: 'isAvatar', validator: { validate: (value: unknown) => typeof value === 'string' && isAvatarInput(value), defaultMessage: () => AVATAR_RULE } }),
  );
}
