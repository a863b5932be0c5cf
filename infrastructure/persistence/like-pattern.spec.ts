import { containsPattern } from './like-pattern';

describe('contains patterns for ILIKE', () => {
  it.each([
    ['fractions', '%fractions%'],
    ['100%', '%100\\%%'],
    ['snake_case', '%snake\\_case%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('%s becomes %s', (word, pattern) => {
    expect(containsPattern(word)).toBe(pattern);
  });
});
