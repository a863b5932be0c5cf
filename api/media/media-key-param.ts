import { Param, type PipeTransform } from '@nestjs/common';
import { isMediaKey, MEDIA_KEY_RULE } from '../../domain/media/media-key';
import { ApiError } from '../common/api-error';

/** A media key is a plain name; anything else (a path, another extension) is refused before the signature is looked at. */
export class MediaKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isMediaKey(value)) throw new ApiError('VALIDATION_FAILED', `'key' must be ${MEDIA_KEY_RULE}`, { key: 'Must be a media name such as fractions-intro.mp4' });
    return value;
  }
}

export function MediaKeyParam(): ParameterDecorator {
  return Param('key', new MediaKeyPipe());
}
