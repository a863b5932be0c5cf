import fc from 'fast-check';
import { generateJoinCode, isJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode } from './join-code';

const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length];
};

describe('class join codes: 8 characters without look-alikes (PRODUCT.md)', () => {
  it('the alphabet is A–Z and 2–9 without 0, O, 1 and I', () => {
    expect(JOIN_CODE_LENGTH).toBe(8);
    expect(JOIN_CODE_ALPHABET).toHaveLength(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(JOIN_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(32);
  });

  it('draws one character per draw', () => {
    expect(generateJoinCode(sequence(0))).toBe('AAAAAAAA');
    expect(generateJoinCode(sequence(0.999999))).toBe('99999999');
    expect(generateJoinCode(sequence(0, 1 / 32, 2 / 32, 8 / 32, 13 / 32, 24 / 32, 31 / 32, 30 / 32))).toBe('ABCJP298');
  });

  it('every generated code is a valid join code', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 8 }), (draws) => {
        expect(isJoinCode(generateJoinCode(sequence(...draws)))).toBe(true);
      }),
    );
  });

  it.each([
    ['ABC234XY', true],
    [' abc234xy ', true], // typed codes are trimmed and upper-cased
    ['ABC234', false], // the 6 characters of older codes
    ['ABC234X', false],
    ['ABC234XYZ', false],
    ['ABCO23XY', false], // O is not in the alphabet
    ['ABC123XY', false], // nor 1
    ['', false],
  ])('%j is a join code: %p', (text, valid) => {
    expect(isJoinCode(text)).toBe(valid);
  });

  it('normalises typed codes', () => {
    expect(normalizeJoinCode('  k7m2xq4p ')).toBe('K7M2XQ4P');
  });
});
