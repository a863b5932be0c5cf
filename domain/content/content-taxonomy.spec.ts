import { BROWSE_PAGE_SIZE, CONTENT_CATEGORIES, CONTENT_DEFAULTS, CONTENT_TYPES, DIFFICULTIES, isBrowsable, isContentType, VISIBILITIES } from './content-taxonomy';

describe('content taxonomy (spec §3)', () => {
  it('lists types, categories, difficulties and visibilities', () => {
    expect(CONTENT_TYPES).toEqual(['video', 'quiz', 'document', 'interactive']);
    expect(CONTENT_CATEGORIES).toEqual(['math', 'science', 'english', 'art', 'programming', 'history', 'geography', 'general']);
    expect(DIFFICULTIES).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(VISIBILITIES).toEqual(['public', 'premium', 'private']);
    expect(isContentType('quiz')).toBe(true);
    expect(isContentType('podcast')).toBe(false);
  });

  it.each([
    ['public', true],
    ['premium', true],
    ['private', false], // seen only by its teacher
  ] as const)('%s content is browsable: %p', (visibility, browsable) => {
    expect(isBrowsable(visibility)).toBe(browsable);
  });

  it('form defaults: video, general, beginner, public, 10 minutes, free; browse pages of 12', () => {
    expect(CONTENT_DEFAULTS).toEqual({ type: 'video', category: 'general', difficulty: 'beginner', visibility: 'public', duration: 10, tokenPrice: 0 });
    expect(BROWSE_PAGE_SIZE).toBe(12);
  });
});
