import { passwordStrength } from './password-strength';

describe('password strength indicator (spec §5)', () => {
  it.each([
    ['Abcdef1!', 'Strong'], // 8 characters with upper, lower, digit, special
    ['Abcde1!', 'Good'], // 7 characters: too short for Strong
    ['Abcdef12', 'Good'], // no special character
    ['Abcde1', 'Good'], // 6 with upper, lower, digit
    ['abcdef1!', 'Fair'], // no uppercase
    ['abcdef', 'Fair'], // 6 characters of anything
    ['Abc1!', 'Weak'], // under 6
    ['', 'Weak'],
  ])("'%s' is %s", (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
