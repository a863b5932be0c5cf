import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { ApiError } from './api-error';
import { createValidationPipe } from './validation.pipe';

class ChapterDto {
  @MaxLength(40, { message: 'A chapter title is at most 40 characters' })
  @IsString({ message: 'A chapter title is text' })
  title: string;
}

class LessonDto {
  @MaxLength(80, { message: 'At most 80 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title: string;

  @Max(600, { message: 'At most 600 minutes' })
  @Min(1, { message: 'At least 1 minute' })
  @IsInt({ message: 'Whole minutes' })
  @IsOptional()
  minutes?: number;

  @IsIn(['easy', 'medium', 'hard'], { message: 'Choose a difficulty' })
  @IsOptional()
  difficulty?: string;

  @ValidateNested()
  @Type(() => ChapterDto)
  @IsOptional()
  chapter?: ChapterDto;
}

async function refusal(body: unknown): Promise<ApiError> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: LessonDto });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('the validation pipe names each failing field by message and by code', () => {
  it.each([
    [{}, 'title', 'Title is required', { code: 'required' }],
    [{ title: '' }, 'title', 'Title is required', { code: 'required' }],
    [{ title: 7 }, 'title', 'Title is required', { code: 'wrongType', expected: 'text' }],
    [{ title: 'x'.repeat(81) }, 'title', 'At most 80 characters', { code: 'tooLong', max: 80 }],
    [{ title: 'Fractions', minutes: 2.5 }, 'minutes', 'Whole minutes', { code: 'wrongType', expected: 'integer' }],
    [{ title: 'Fractions', minutes: 0 }, 'minutes', 'At least 1 minute', { code: 'tooSmall', min: 1 }],
    [{ title: 'Fractions', minutes: 601 }, 'minutes', 'At most 600 minutes', { code: 'tooLarge', max: 600 }],
    [{ title: 'Fractions', difficulty: 'brutal' }, 'difficulty', 'Choose a difficulty', { code: 'notOneOf', allowed: ['easy', 'medium', 'hard'] }],
    [{ title: 'Fractions', chapter: { title: 'y'.repeat(41) } }, 'chapter.title', 'A chapter title is at most 40 characters', { code: 'tooLong', max: 40 }],
    [{ title: 'Fractions', colour: 'red' }, 'colour', 'property colour should not exist', { code: 'notAllowed' }],
  ])('%j: %s', async (body, field, message, problem) => {
    const error = await refusal(body);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect(error.problems).toEqual({ [field]: problem });
  });
});
