import { libraryTitleWords, MAX_LIBRARY_SEARCH_WORDS } from './library-query';

describe('libraryTitleWords', () => {
  it.each([
    ['', []],
    ['   ', []],
    [null, []],
    ['Fractions', ['fractions']],
    ['  kitchen   FRACTIONS ', ['kitchen', 'fractions']],
    ['half half Half', ['half']],
    ['100%_done', ['100%_done']],
  ])('%j is matched as %j', (search, words) => {
    expect(libraryTitleWords(search)).toEqual(words);
  });

  it(`keeps at most ${MAX_LIBRARY_SEARCH_WORDS} words`, () => {
    expect(libraryTitleWords('a b c d e f g h i j')).toHaveLength(MAX_LIBRARY_SEARCH_WORDS);
  });
});
