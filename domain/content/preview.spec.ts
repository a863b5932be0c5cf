import { PREVIEW_DESCRIPTION_LENGTH, PREVIEW_SECONDS, previewDescription } from './preview';

describe('the preview (spec §2): 120 seconds, description cut to 200 characters', () => {
  it('constants', () => {
    expect(PREVIEW_SECONDS).toBe(120);
    expect(PREVIEW_DESCRIPTION_LENGTH).toBe(200);
  });

  it.each([
    ['a short description is shown whole', 'a short description', 'a short description'],
    ['exactly 200 characters are shown whole', 'x'.repeat(200), 'x'.repeat(200)],
    ["201 characters are cut to 200 and end in '...'", 'x'.repeat(201), `${'x'.repeat(200)}...`],
  ])('%s', (_, text, shown) => {
    expect(previewDescription(text)).toBe(shown);
  });

  it('does not split an emoji at the cut', () => {
    const text = `${'x'.repeat(199)}🎓🎓`;
    expect(previewDescription(text)).toBe(`${'x'.repeat(199)}🎓...`);
  });
});
