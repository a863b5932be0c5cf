import fc from 'fast-check';
import {
  CHILD_RESET_CODE_ALPHABET,
  CHILD_RESET_CODE_LENGTH,
  canonicalResetCode,
  formatChildResetCode,
  forgotPasswordProblems,
  generateChildResetCode,
  isChildResetCode,
  mayMailResetLink,
  passwordResetProblems,
  resetCodeExpiresAt,
  resetCodeState,
  resetMailWindowStart,
} from './password-reset';

const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length];
};

const now = new Date('2026-11-29T10:00:00Z');

describe('password reset codes', () => {
  it.each([
    ['email', '2026-11-29T10:30:00.000Z'],
    ['adult', '2026-11-29T10:15:00.000Z'],
  ] as const)('a %s code works until %s', (kind, until) => {
    expect(resetCodeExpiresAt(kind, now).toISOString()).toBe(until);
  });

  it.each([
    [{ expiresAt: new Date('2026-11-29T10:00:01Z'), usedAt: null }, 'usable'],
    [{ expiresAt: now, usedAt: null }, 'expired'],
    [{ expiresAt: new Date('2026-11-29T09:59:59Z'), usedAt: null }, 'expired'],
    [{ expiresAt: new Date('2026-11-29T10:30:00Z'), usedAt: new Date('2026-11-29T09:59:00Z') }, 'used'],
    [{ expiresAt: new Date('2026-11-29T09:00:00Z'), usedAt: new Date('2026-11-29T08:59:00Z') }, 'used'],
  ])('%o is %s', (code, state) => {
    expect(resetCodeState(code, now)).toBe(state);
  });

  it('a child code is 8 characters of the alphabet without look-alikes, one draw each', () => {
    expect(CHILD_RESET_CODE_LENGTH).toBe(8);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(CHILD_RESET_CODE_ALPHABET).not.toContain(lookAlike);
    expect(generateChildResetCode(sequence(0))).toBe('AAAAAAAA');
    expect(generateChildResetCode(sequence(0.999999))).toBe('99999999');
    expect(generateChildResetCode(sequence(0, 1 / 32, 2 / 32, 8 / 32, 13 / 32, 24 / 32, 31 / 32, 23 / 32))).toBe('ABCJP29Z');
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 8 }), (draws) => {
        const code = generateChildResetCode(sequence(...draws));
        expect(code).toHaveLength(8);
        expect(isChildResetCode(code)).toBe(true);
        expect(canonicalResetCode(formatChildResetCode(code).toLowerCase())).toBe(code);
      }),
    );
  });

  it('shows a child code in two groups of four', () => {
    expect(formatChildResetCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it.each([
    ['ABCD-EFGH', 'ABCDEFGH'],
    [' abcd efgh ', 'ABCDEFGH'],
    ['abcdefgh', 'ABCDEFGH'],
    // Not a child's code: taken as it is (an e-mailed code is case-sensitive).
    ['  q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m ', 'q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m'],
    ['ABCD-EFG0', 'ABCD-EFG0'],
  ])('reads %j as %j', (typed, canonical) => {
    expect(canonicalResetCode(typed)).toBe(canonical);
  });

  it.each([
    [{ password: 'Brand-New9', passwordConfirmation: 'Brand-New9' }, {}],
    [{ password: 'Brand-New9', passwordConfirmation: 'Brand-New8' }, { passwordConfirmation: { code: 'passwordsDiffer' } }],
    [{ password: 'Brand-New9', passwordConfirmation: '' }, { passwordConfirmation: { code: 'required' } }],
    [{ password: 'short', passwordConfirmation: 'short' }, { password: { code: 'tooShort', min: 8 } }],
    [{ password: 'alllowercase9!', passwordConfirmation: 'alllowercase9!' }, { password: { code: 'needsCharacter', kind: 'uppercase' } }],
    [{ password: '', passwordConfirmation: '' }, { password: { code: 'required' }, passwordConfirmation: { code: 'required' } }],
  ])('the new password %o has the problems %o', (input, problems) => {
    expect(passwordResetProblems(input)).toEqual(problems);
  });

  it.each([
    ['ada@example.org', {}],
    ['', { email: { code: 'required' } }],
    ['ada@example', { email: { code: 'emailShape' } }],
  ])('the e-mail %j has the problems %o', (email, problems) => {
    expect(forgotPasswordProblems({ email })).toEqual(problems);
  });

  it('sends at most three e-mails an hour to one account', () => {
    expect([0, 1, 2, 3, 4].map(mayMailResetLink)).toEqual([true, true, true, false, false]);
    expect(resetMailWindowStart(now).toISOString()).toBe('2026-11-29T09:00:00.000Z');
  });
});
