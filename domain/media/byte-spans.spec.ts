import { mergeSpans, RangeNotSatisfiableError, servedSpan, type RangeRequest } from './byte-spans';

describe('spans joined', () => {
  it.each([
    [[], []],
    [[{ start: 5, end: 5 }], []],
    [[{ start: 10, end: 20 }, { start: 0, end: 5 }], [{ start: 0, end: 5 }, { start: 10, end: 20 }]],
    [[{ start: 0, end: 10 }, { start: 10, end: 20 }], [{ start: 0, end: 20 }]],
    [[{ start: 0, end: 15 }, { start: 5, end: 10 }, { start: 12, end: 30 }], [{ start: 0, end: 30 }]],
  ])('%j → %j', (spans, merged) => {
    expect(mergeSpans(spans)).toEqual(merged);
  });
});

describe('the bytes a range request gets from a file of 1,000 bytes of which 0-399 and 900-999 may leave', () => {
  const allowed = [
    { start: 0, end: 400 },
    { start: 900, end: 1000 },
  ];

  it.each<[string, RangeRequest, { start: number; end: number }]>([
    ['bytes=0-', { first: 0 }, { start: 0, end: 400 }],
    ['bytes=0-99', { first: 0, last: 99 }, { start: 0, end: 100 }],
    ['bytes=100-399', { first: 100, last: 399 }, { start: 100, end: 400 }],
    ['bytes=300-899 (cut short at the allowed end)', { first: 300, last: 899 }, { start: 300, end: 400 }],
    ['bytes=950-', { first: 950 }, { start: 950, end: 1000 }],
    ['bytes=950-5000 (past the file)', { first: 950, last: 5000 }, { start: 950, end: 1000 }],
    ['bytes=-100 (the index at the end)', { suffix: 100 }, { start: 900, end: 1000 }],
    ['bytes=-5000 (more than the file)', { suffix: 5000 }, { start: 0, end: 400 }],
  ])('%s', (_, request, span) => {
    expect(servedSpan(request, allowed, 1000)).toEqual(span);
  });

  it.each<[string, RangeRequest]>([
    ['bytes=400- (the first byte past the cut)', { first: 400 }],
    ['bytes=500-599', { first: 500, last: 599 }],
    ['bytes=-101 (starts at 899)', { suffix: 101 }],
    ['bytes=1000- (past the file)', { first: 1000 }],
    ['bytes=-0', { suffix: 0 }],
    ['bytes=20-10', { first: 20, last: 10 }],
  ])('%s cannot be served', (_, request) => {
    expect(() => servedSpan(request, allowed, 1000)).toThrow(RangeNotSatisfiableError);
  });
});
