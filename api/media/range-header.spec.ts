import { rangeRequestOf } from './range-header';

describe('the Range header', () => {
  it.each([
    ['bytes=0-', { first: 0 }],
    ['bytes=100-199', { first: 100, last: 199 }],
    ['bytes=-500', { suffix: 500 }],
    [' bytes=5-9 ', { first: 5, last: 9 }],
    ['bytes=20-10', { first: 20, last: 10 }],
  ])('%s asks for %j', (header, range) => {
    expect(rangeRequestOf(header)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=-', 'bytes=0-1,5-9', 'items=0-9', 'bytes=a-b', 'bytes=1.5-2', `bytes=${'9'.repeat(16)}-`, 'bytes 0-9'])('%j is ignored', (header) => {
    expect(rangeRequestOf(header)).toBeNull();
  });
});
