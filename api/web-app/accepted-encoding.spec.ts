import { chooseEncoding } from './accepted-encoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip'], 'br'],
    ['gzip, deflate', ['br', 'gzip'], 'gzip'],
    ['br', ['gzip'], null],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['br;q=0.5, gzip;q=0.8', ['br', 'gzip'], 'gzip'],
    ['BR, GZIP', ['br', 'gzip'], 'br'],
    ['*', ['br', 'gzip'], 'br'],
    ['*;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['identity', ['br', 'gzip'], null],
    ['', ['br', 'gzip'], null],
    [undefined, ['br', 'gzip'], null],
  ] as const)('Accept-Encoding %p with %p stored sends %p', (header, stored, expected) => {
    expect(chooseEncoding(header, stored)).toBe(expected);
  });
});
