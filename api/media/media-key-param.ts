import { Param, type PipeTransform } from '@nestjs/common';
import { isDemoFilmStillKey } from '../../domain/media/film/film-key';
import { isMediaKey, MEDIA_KEY_RULE } from '../../domain/media/media-key';
import { isPublicPictureKey } from '../../domain/media/public-picture';
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

/** A demo film's still is named demo-film-<16 hex digits>.png; anything else is refused before the store is asked. */
export class FilmStillKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isDemoFilmStillKey(value)) throw new ApiError('VALIDATION_FAILED', "'key' must be a demo film still's name: demo-film-, 16 hexadecimal digits, .png", { key: 'Must be a still such as demo-film-0123456789abcdef.png' });
    return value;
  }
}

export function FilmStillKeyParam(): ParameterDecorator {
  return Param('key', new FilmStillKeyPipe());
}

/** A public picture is named by 32 hexadecimal digits and .jpg or .png (or is a demo content's cover); anything else is refused before the store is asked. */
export class PictureKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isPublicPictureKey(value)) throw new ApiError('VALIDATION_FAILED', "'key' must be a picture's name: 32 hexadecimal digits, then .jpg or .png", { key: 'Must be a picture such as 0123456789abcdef0123456789abcdef.jpg' });
    return value;
  }
}

export function PictureKeyParam(): ParameterDecorator {
  return Param('key', new PictureKeyPipe());
}
