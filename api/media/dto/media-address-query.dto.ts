import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { MAX_ID } from '../../common/id-param';

const MAX_UNIX_SECONDS = 2 ** 32;
const MAX_CUT_SECONDS = 86_400;

/** Only digits are a number here: '', '1e3', ' 7' and '0x10' stay text and are refused as such. */
const digitsAsNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value));

/** GET /media/{key}: the signed address's grant and signature, exactly as the read of the content gave them (class-validator runs bottom-up). */
export class MediaAddressQueryDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID, description: 'The user the address was given to' })
  @Max(MAX_ID, { message: 'viewer must be a user id' })
  @Min(1, { message: 'viewer must be a user id' })
  @IsInt({ message: 'viewer must be a whole number' })
  @IsDefined({ message: 'viewer is required' })
  @digitsAsNumber()
  viewer: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_UNIX_SECONDS, description: 'When the address stops working, in seconds since 1970 (5 minutes after it was given)' })
  @Max(MAX_UNIX_SECONDS, { message: `expires must be at most ${MAX_UNIX_SECONDS}` })
  @Min(0, { message: 'expires must be a whole number of seconds since 1970' })
  @IsInt({ message: 'expires must be a whole number of seconds since 1970' })
  @IsDefined({ message: 'expires is required' })
  @digitsAsNumber()
  expires: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_CUT_SECONDS, description: 'The preview cut in seconds (120), or 0 for the whole file' })
  @Max(MAX_CUT_SECONDS, { message: `cut must be at most ${MAX_CUT_SECONDS} seconds` })
  @Min(0, { message: 'cut must be a whole number of seconds, 0 for the whole file' })
  @IsInt({ message: 'cut must be a whole number of seconds, 0 for the whole file' })
  @IsDefined({ message: 'cut is required' })
  @digitsAsNumber()
  cut: number;

  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: "The server's signature of the key, viewer, expiry and cut" })
  @Matches(/^[0-9a-f]{64}$/, { message: 'signature must be 64 lower-case hexadecimal characters' })
  @IsString({ message: 'signature must be 64 lower-case hexadecimal characters' })
  @IsDefined({ message: 'signature is required' })
  signature: string;
}
