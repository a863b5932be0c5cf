import { lastInitial } from './public-name';

describe('the last name on a board', () => {
  it.each([
    ['Lovelace', 'L.'],
    ['  de la Cruz', 'D.'],
    ['Østergaard', 'Ø.'],
    ['😀Smile', '😀.'], // a whole character, never half of one
    ['', null],
    ['   ', null],
    [null, null],
  ])('%p shows as %p', (name, shown) => {
    expect(lastInitial(name)).toBe(shown);
  });
});
