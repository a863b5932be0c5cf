import fc from 'fast-check';
import { generateLinkCode, isLinkCode, LINK_CODE_ALPHABET, LINK_CODE_LENGTH, LINK_CODE_LIFETIME_MINUTES, linkCodeExpiresAt, normalizeLinkCode } from './link-code';

const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length];
};

describe('parent link codes: 8 characters without look-alikes, 15 minutes (PRODUCT.md "Parents")', () => {
  it('the alphabet is A–Z and 2–9 without 0, O, 1 and I', () => {
    expect(LINK_CODE_LENGTH).toBe(8);
    expect(LINK_CODE_ALPHABET).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(LINK_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(LINK_CODE_ALPHABET).size).toBe(32);
  });

  it('draws one character per draw', () => {
    expect(generateLinkCode(sequence(0))).toBe('AAAAAAAA');
    expect(generateLinkCode(sequence(0.999999))).toBe('99999999');
    expect(generateLinkCode(sequence(0, 1 / 32, 2 / 32, 8 / 32, 13 / 32, 24 / 32, 31 / 32, 23 / 32))).toBe('ABCJP29Z');
  });

  it('every generated code is 8 characters of the alphabet', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 8 }), (draws) => {
        const code = generateLinkCode(sequence(...draws));
        expect(code).toHaveLength(LINK_CODE_LENGTH);
        expect([...code].every((character) => LINK_CODE_ALPHABET.includes(character))).toBe(true);
        expect(isLinkCode(code)).toBe(true);
      }),
    );
  });

  it.each([
    ['ABCD2345', true],
    [' abcd2345 ', true], // typed codes are trimmed and upper-cased
    ['ABCD234', false],
    ['ABCD23456', false],
    ['ABCDO234', false], // O is not in the alphabet
    ['ABCD1234', false], // nor 1
    ['ABCD0234', false], // nor 0
    ['ABCDI234', false], // nor I
    ['', false],
  ])('%j is a link code: %p', (text, valid) => {
    expect(isLinkCode(text)).toBe(valid);
  });

  it('normalises typed codes', () => {
    expect(normalizeLinkCode('  k7m2xqab ')).toBe('K7M2XQAB');
  });

  it('lives 15 minutes', () => {
    expect(LINK_CODE_LIFETIME_MINUTES).toBe(15);
    expect(linkCodeExpiresAt(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-01T10:15:00.000Z');
  });
});
