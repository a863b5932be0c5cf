import { browseReach, DEFAULT_BROWSE_QUERY, pageCount, pageOffset, reachesNothing } from './browse-query';

describe('browse defaults (spec §7, §9)', () => {
  it('public and premium, page 1 of 12, newest first, teacher not populated', () => {
    expect(DEFAULT_BROWSE_QUERY).toEqual({
      visibilities: ['public', 'premium'],
      page: 1,
      pageSize: 12,
      sort: { field: 'createdAt', direction: 'desc' },
      populateTeacher: false,
    });
  });
});

describe('what a browse reaches: private content only for its own teacher', () => {
  const teacher = { userId: 7, role: 'teacher' as const };
  const student = { userId: 8, role: 'student' as const };

  it.each([
    [['public', 'premium'], teacher, { catalogue: ['public', 'premium'], privateOfTeacher: null }],
    [['premium'], student, { catalogue: ['premium'], privateOfTeacher: null }],
    [['private'], teacher, { catalogue: [], privateOfTeacher: 7 }],
    [['public', 'private'], teacher, { catalogue: ['public'], privateOfTeacher: 7 }],
    [['private'], student, { catalogue: [], privateOfTeacher: null }],
    [['private', 'public'], null, { catalogue: ['public'], privateOfTeacher: null }],
  ] as const)('%j asked by %j', (visibilities, viewer, reach) => {
    expect(browseReach(visibilities, viewer)).toEqual(reach);
  });

  it('private asked by a student reaches nothing', () => {
    expect(reachesNothing(browseReach(['private'], student))).toBe(true);
    expect(reachesNothing(browseReach(['private'], teacher))).toBe(false);
  });
});

describe('pages', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [250, 100, 3],
  ])('%i results in pages of %i fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [1, 12, 0],
    [3, 12, 24],
  ])('page %i of %i starts at row %i', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });
});
