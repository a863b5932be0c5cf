import { parseBrowseQuery, parsePublicBrowseQuery } from './browse-query.parser';

const refusal = (parse: () => unknown): { code: string; message: string } => {
  try {
    parse();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a refusal');
};

describe('the catalogue query language (contract: GET /content-items)', () => {
  it('no parameters: public and premium, page 1 of 12, newest first', () => {
    expect(parseBrowseQuery({})).toEqual({
      visibilities: ['public', 'premium'],
      page: 1,
      pageSize: 12,
      sort: { field: 'createdAt', direction: 'desc' },
      populateTeacher: false,
    });
  });

  it('reads every filter, the paging, the sort and populate', () => {
    const query = parseBrowseQuery({
      'filters[category][$eq]': 'science',
      'filters[difficulty][$eq]': 'advanced',
      'filters[type][$eq]': 'quiz',
      'filters[$or][0][title][$containsi]': 'cells',
      'filters[$or][1][description][$containsi]': 'cells',
      'filters[tokenPrice][$lte]': '50',
      'filters[visibility][$in][]': ['premium', 'private', 'premium'],
      'pagination[page]': '3',
      'pagination[pageSize]': '100',
      sort: 'tokenPrice:asc',
      populate: 'teacher',
    });
    expect(query).toEqual({
      category: 'science',
      difficulty: 'advanced',
      type: 'quiz',
      search: 'cells',
      maxTokenPrice: 50,
      visibilities: ['premium', 'private'],
      page: 3,
      pageSize: 100,
      sort: { field: 'tokenPrice', direction: 'asc' },
      populateTeacher: true,
    });
  });

  it.each([
    [{ 'filters[visibility][$in][]': 'public' }, ['public']],
    [{ 'filters[visibility][$in][0]': 'private', 'filters[visibility][$in][1]': 'public' }, ['private', 'public']],
  ])('visibility in %j', (raw, visibilities) => {
    expect(parseBrowseQuery(raw).visibilities).toEqual(visibilities);
  });

  it.each([{ populate: '*' }, { 'populate[0]': 'teacher' }, { 'populate[teacher]': 'true' }])('populates the teacher with %j', (raw) => {
    expect(parseBrowseQuery(raw).populateTeacher).toBe(true);
  });

  it.each(['createdAt', 'enrollments', 'rating', 'tokenPrice'].flatMap((field) => ['asc', 'desc'].map((direction) => `${field}:${direction}`)))(
    'sorts by %s',
    (sort) => {
      const [field, direction] = sort.split(':');
      expect(parseBrowseQuery({ sort }).sort).toEqual({ field, direction });
    },
  );

  it('a blank search word searches nothing; special characters are kept for the pattern to escape', () => {
    expect(parseBrowseQuery({ 'filters[$or][0][title][$containsi]': '  ', 'filters[$or][1][description][$containsi]': '  ' }).search).toBeUndefined();
    expect(parseBrowseQuery({ 'filters[$or][0][title][$containsi]': '100%_', 'filters[$or][1][description][$containsi]': '100%_' }).search).toBe('100%_');
  });

  it.each([
    [{ 'filters[colour][$eq]': 'red' }, "Unknown query parameter 'filters[colour][$eq]'"],
    [{ 'filters[category][$ne]': 'math' }, "Unknown operator '$ne' in 'filters[category][$ne]'"],
    [{ 'filters[tokenPrice][$gt]': '5' }, "Unknown operator '$gt' in 'filters[tokenPrice][$gt]'"],
    [{ 'filters[$or][0][title][$contains]': 'x' }, "Unknown operator '$contains' in 'filters[$or][0][title][$contains]'"],
    [{ 'filters[$or][2][title][$containsi]': 'x' }, "Unknown query parameter 'filters[$or][2][title][$containsi]'"],
    [{ 'filters[constructor][$eq]': 'x' }, "Unknown query parameter 'filters[constructor][$eq]'"],
    [{ page: '1' }, "Unknown query parameter 'page'"],
    [{ 'filters[category][$eq]': 'cooking' }, "'filters[category][$eq]' must be one of math, science, english, art, programming, history, geography, general"],
    [{ 'filters[difficulty][$eq]': 'expert' }, "'filters[difficulty][$eq]' must be one of beginner, intermediate, advanced"],
    [{ 'filters[type][$eq]': 'podcast' }, "'filters[type][$eq]' must be one of video, quiz, document, interactive"],
    [{ 'filters[visibility][$in][]': ['public', 'secret'] }, "'filters[visibility][$in][]' must be one of public, premium, private"],
    [{ 'filters[visibility][$in][0]': ['public', 'premium'] }, "'filters[visibility][$in][0]' may be given only once"],
    [{ 'filters[category][$eq]': ['math', 'art'] }, "'filters[category][$eq]' may be given only once"],
    [{ sort: ['rating:asc', 'rating:desc'] }, "'sort' may be given only once"],
    [{ 'pagination[page]': '0' }, "'pagination[page]' must be a whole number from 1 to 100000"],
    [{ 'pagination[page]': '1.5' }, "'pagination[page]' must be a whole number from 1 to 100000"],
    [{ 'pagination[page]': 'two' }, "'pagination[page]' must be a whole number from 1 to 100000"],
    [{ 'pagination[pageSize]': '101' }, "'pagination[pageSize]' must be a whole number from 1 to 100"],
    [{ 'pagination[pageSize]': '-1' }, "'pagination[pageSize]' must be a whole number from 1 to 100"],
    [{ 'filters[tokenPrice][$lte]': '-5' }, "'filters[tokenPrice][$lte]' must be a whole number from 0 to 2147483647"],
    [{ sort: 'title:asc' }, "'sort' must be one of createdAt, enrollments, rating, tokenPrice followed by :asc or :desc"],
    [{ sort: 'rating' }, "'sort' must be one of createdAt, enrollments, rating, tokenPrice followed by :asc or :desc"],
    [{ sort: 'rating:up' }, "'sort' must be one of createdAt, enrollments, rating, tokenPrice followed by :asc or :desc"],
    [{ sort: 'rating:asc:desc' }, "'sort' must be one of createdAt, enrollments, rating, tokenPrice followed by :asc or :desc"],
    [{ populate: 'students' }, "'populate' must be 'teacher' or '*'"],
    [{ 'populate[teacher]': 'yes' }, "'populate[teacher]' must be 'true'"],
    [{ 'filters[$or][0][title][$containsi]': 'cells' }, "'filters[$or]' must search the same word in 'filters[$or][0][title][$containsi]' and 'filters[$or][1][description][$containsi]'"],
    [
      { 'filters[$or][0][title][$containsi]': 'cells', 'filters[$or][1][description][$containsi]': 'atoms' },
      "'filters[$or]' must search the same word in 'filters[$or][0][title][$containsi]' and 'filters[$or][1][description][$containsi]'",
    ],
    [{ 'filters[$or][0][title][$containsi]': 'x'.repeat(101) }, "'filters[$or][0][title][$containsi]' must be at most 100 characters"],
    [{ 'filters[$or][0][title][$containsi]': 'a\u0000b' }, "'filters[$or][0][title][$containsi]' must not contain NUL characters"],
    [{ 'filters[visibility][$in][]': Array.from({ length: 11 }, () => 'public') }, "'filters[visibility][$in]' takes at most 10 values"],
  ])('refuses %j', (raw, message) => {
    expect(refusal(() => parseBrowseQuery(raw as Record<string, unknown>))).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('a 100-character search word is fine', () => {
    const word = 'é'.repeat(100);
    expect(parseBrowseQuery({ 'filters[$or][0][title][$containsi]': word, 'filters[$or][1][description][$containsi]': word }).search).toBe(word);
  });

  it('names a very long unknown key without echoing all of it', () => {
    const { message } = refusal(() => parseBrowseQuery({ [`x${'y'.repeat(5000)}`]: '1' }));
    expect(message.length).toBeLessThan(200);
  });
});

describe('the public catalogue query (no sign-in)', () => {
  it('reads category, difficulty, type, search and paging', () => {
    expect(
      parsePublicBrowseQuery({ category: 'art', difficulty: 'beginner', type: 'video', search: ' colour ', 'pagination[page]': '2', 'pagination[pageSize]': '5' }),
    ).toEqual({
      category: 'art',
      difficulty: 'beginner',
      type: 'video',
      search: 'colour',
      visibilities: ['public', 'premium'],
      page: 2,
      pageSize: 5,
      sort: { field: 'createdAt', direction: 'desc' },
      populateTeacher: false,
    });
  });

  it.each([
    [{ 'filters[visibility][$in][]': 'private' }, "Unknown query parameter 'filters[visibility][$in][]'"],
    [{ sort: 'rating:desc' }, "Unknown query parameter 'sort'"],
    [{ category: 'cooking' }, "'category' must be one of math, science, english, art, programming, history, geography, general"],
    [{ search: 'x'.repeat(101) }, "'search' must be at most 100 characters"],
    [{ 'pagination[pageSize]': '101' }, "'pagination[pageSize]' must be a whole number from 1 to 100"],
  ])('refuses %j', (raw, message) => {
    expect(refusal(() => parsePublicBrowseQuery(raw))).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});
