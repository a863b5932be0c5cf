import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { CONTENT_DATA_LIMITS, CONTENT_DATA_NOT_AN_OBJECT } from '../../../domain/content/content-data';
import { CONTENT_FORM_LIMITS, THUMBNAIL_ADDRESS_OR_NOTHING } from '../../../domain/content/content-form';
import {
  CONTENT_CATEGORIES,
  CONTENT_DEFAULTS,
  CONTENT_TYPES,
  DIFFICULTIES,
  VISIBILITIES,
  type ContentCategory,
  type ContentType,
  type Difficulty,
  type Visibility,
} from '../../../domain/content/content-taxonomy';
import type { FieldProblem } from '../../../domain/shared/field-problem';
import { fieldProblemMessage } from '../../common/field-problem-messages';

/**
 * POST /content-items and PUT /content-items/{id} take `{ data: <content form> }` (spec §5, §7). The
 * checks here are the domain's rules with the content form's words (api/common/field-problem-messages.ts);
 * the use case checks the whole form again after an update merges it (class-validator runs the
 * decorators bottom-up).
 */

const F = CONTENT_FORM_LIMITS;
const say = (field: string, problem: FieldProblem) => fieldProblemMessage(field, problem, 'contentForm');
const M = {
  titleRequired: say('title', { code: 'required' }),
  titleTooLong: say('title', { code: 'tooLong', max: F.titleMax }),
  descriptionRequired: say('description', { code: 'required' }),
  descriptionTooLong: say('description', { code: 'tooLong', max: F.descriptionMax }),
  durationWhole: say('duration', { code: 'wrongType', expected: 'integer' }),
  durationMin: say('duration', { code: 'tooSmall', min: F.durationMin }),
  durationMax: say('duration', { code: 'tooLarge', max: F.durationMax }),
  tokenPriceWhole: say('tokenPrice', { code: 'wrongType', expected: 'integer' }),
  tokenPriceMin: say('tokenPrice', { code: 'tooSmall', min: F.tokenPriceMin }),
  tokenPriceMax: say('tokenPrice', { code: 'tooLarge', max: F.tokenPriceMax }),
  type: say('type', { code: 'notOneOf', allowed: CONTENT_TYPES }),
  category: say('category', { code: 'notOneOf', allowed: CONTENT_CATEGORIES }),
  difficulty: say('difficulty', { code: 'notOneOf', allowed: DIFFICULTIES }),
  visibility: say('visibility', { code: 'notOneOf', allowed: VISIBILITIES }),
  tagsList: say('tags', { code: 'tooMany', max: F.tagsMax }),
  tag: say('tags', { code: 'tooLong', max: F.tagMax }),
  thumbnailUrl: say('thumbnail.url', { code: 'badFormat' }),
  contentData: say('contentData', CONTENT_DATA_NOT_AN_OBJECT),
};
const NOT_BLANK = /\S/;

export class ThumbnailInputDto {
  @ApiProperty({ maxLength: F.thumbnailUrlMax, example: 'https://img.example.org/fractions.png', description: "An http(s) address, or a demo film's still as the product serves it (/api/media/stills/demo-film-<16 hex digits>.png); '' removes the thumbnail" })
  @Matches(THUMBNAIL_ADDRESS_OR_NOTHING, { message: M.thumbnailUrl })
  @MaxLength(F.thumbnailUrlMax, { message: M.thumbnailUrl })
  @IsString({ message: M.thumbnailUrl })
  url: string;
}

/** The optional fields of the form, with the §5 defaults a new content takes. */
class ContentFormFieldsDto {
  @ApiPropertyOptional({ enum: CONTENT_TYPES, default: CONTENT_DEFAULTS.type })
  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: M.type })
  type?: ContentType;

  @ApiPropertyOptional({ enum: CONTENT_CATEGORIES, default: CONTENT_DEFAULTS.category })
  @IsOptional()
  @IsIn(CONTENT_CATEGORIES, { message: M.category })
  category?: ContentCategory;

  @ApiPropertyOptional({ enum: DIFFICULTIES, default: CONTENT_DEFAULTS.difficulty })
  @IsOptional()
  @IsIn(DIFFICULTIES, { message: M.difficulty })
  difficulty?: Difficulty;

  @ApiPropertyOptional({ type: 'integer', minimum: F.durationMin, maximum: F.durationMax, default: CONTENT_DEFAULTS.duration, description: 'Minutes' })
  @IsOptional()
  @Max(F.durationMax, { message: M.durationMax })
  @Min(F.durationMin, { message: M.durationMin })
  @IsInt({ message: M.durationWhole })
  duration?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: F.tokenPriceMin, maximum: F.tokenPriceMax, default: CONTENT_DEFAULTS.tokenPrice, description: 'Tokens; 0 for free content' })
  @IsOptional()
  @Max(F.tokenPriceMax, { message: M.tokenPriceMax })
  @Min(F.tokenPriceMin, { message: M.tokenPriceMin })
  @IsInt({ message: M.tokenPriceWhole })
  tokenPrice?: number;

  @ApiPropertyOptional({ enum: VISIBILITIES, default: CONTENT_DEFAULTS.visibility, description: 'private: seen only by you' })
  @IsOptional()
  @IsIn(VISIBILITIES, { message: M.visibility })
  visibility?: Visibility;

  @ApiPropertyOptional({ type: [String], maxItems: F.tagsMax, example: ['fractions', 'pizza'], description: `Up to ${F.tagsMax} tags of 1..${F.tagMax} characters` })
  @IsOptional()
  @Matches(NOT_BLANK, { each: true, message: M.tag })
  @MaxLength(F.tagMax, { each: true, message: M.tag })
  @IsString({ each: true, message: M.tag })
  @ArrayMaxSize(F.tagsMax, { message: M.tagsList })
  @IsArray({ message: M.tagsList })
  tags?: string[];

  @ApiPropertyOptional({ type: () => ThumbnailInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ThumbnailInputDto)
  @IsObject({ message: M.thumbnailUrl })
  thumbnail?: ThumbnailInputDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { videoUrl: 'https://media.example.org/fractions.mp4', chapters: [{ title: 'Introduction', startSeconds: 0 }] },
    description:
      'In the format of the type, answers included (they never leave in a read). ' +
      `video: { videoUrl | mediaKey, durationSeconds? (1..${CONTENT_DATA_LIMITS.maxDurationSeconds}), chapters?: [{ title, startSeconds }], transcript? }, ` +
      'videoUrl an outside http(s) address or mediaKey the name of an MP4 the platform stores (lower-case letters, digits and dashes, then .mp4), not both; ' +
      'quiz: { passPercent?, questions: [{ id?, prompt, choices (2..10), answerIndex, explanation? }] }; document: { sections: [{ heading, body }] }; ' +
      "interactive: { steps: [{ title, instruction, task? }] }, a task either a choice { kind?: 'choice', prompt, choices, answerIndex } " +
      `or a number { kind: 'number', prompt, answer, tolerance? (0 when not given), unit? (at most ${CONTENT_DATA_LIMITS.unitMax} characters) }. ` +
      `Lists hold at most ${CONTENT_DATA_LIMITS.listMax} entries. ` +
      'An empty object is a draft without material.',
  })
  @IsOptional()
  @IsObject({ message: M.contentData })
  contentData?: Record<string, unknown>;
}

/** A new content: title and description are required; the rest takes the §5 defaults. */
export class NewContentFormDto extends ContentFormFieldsDto {
  @ApiProperty({ maxLength: F.titleMax, example: 'Fractions Made Fun' })
  @Matches(NOT_BLANK, { message: M.titleRequired })
  @MaxLength(F.titleMax, { message: M.titleTooLong })
  @IsString({ message: M.titleRequired })
  title: string;

  @ApiProperty({ maxLength: F.descriptionMax, example: 'Slice pizzas to understand fractions.' })
  @Matches(NOT_BLANK, { message: M.descriptionRequired })
  @MaxLength(F.descriptionMax, { message: M.descriptionTooLong })
  @IsString({ message: M.descriptionRequired })
  description: string;
}

/** A change: only the fields sent change, under the same rules. */
export class ContentChangesDto extends ContentFormFieldsDto {
  @ApiPropertyOptional({ maxLength: F.titleMax })
  @IsOptional()
  @Matches(NOT_BLANK, { message: M.titleRequired })
  @MaxLength(F.titleMax, { message: M.titleTooLong })
  @IsString({ message: M.titleRequired })
  title?: string;

  @ApiPropertyOptional({ maxLength: F.descriptionMax })
  @IsOptional()
  @Matches(NOT_BLANK, { message: M.descriptionRequired })
  @MaxLength(F.descriptionMax, { message: M.descriptionTooLong })
  @IsString({ message: M.descriptionRequired })
  description?: string;
}

const DATA_MESSAGE = 'data must be an object holding the content form';

/** POST /content-items. */
export class CreateContentDto {
  @ApiProperty({ type: () => NewContentFormDto })
  @ValidateNested()
  @Type(() => NewContentFormDto)
  @IsObject({ message: DATA_MESSAGE })
  data: NewContentFormDto;
}

/** PUT /content-items/{id}. */
export class UpdateContentDto {
  @ApiProperty({ type: () => ContentChangesDto })
  @ValidateNested()
  @Type(() => ContentChangesDto)
  @IsObject({ message: DATA_MESSAGE })
  data: ContentChangesDto;
}
