import { passwordRuleChecks } from './password-rules';
import { validateRegistration } from './registration-validation';

const metRules = (password: string) =>
  passwordRuleChecks(password)
    .filter((check) => check.met)
    .map((check) => check.rule);

describe('the password rules of a new account (spec §5: 8+ characters, upper, lower, digit, special)', () => {
  it('lists the five rules in the order the form checks them', () => {
    expect(passwordRuleChecks('').map((check) => check.rule)).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it.each([
    ['', []],
    ['a', ['lowercase']],
    ['A', ['uppercase']],
    ['7', ['digit']],
    ['#', ['special']],
    [' ', ['special']],
    ['abcdefgh', ['length', 'lowercase']],
    ['Abcdefg1', ['length', 'uppercase', 'lowercase', 'digit']],
    ['Abcdef1!', ['length', 'uppercase', 'lowercase', 'digit', 'special']],
    ['Ab1!', ['uppercase', 'lowercase', 'digit', 'special']],
  ])("'%s' meets %j", (password, expected) => {
    expect(metRules(password)).toEqual(expected);
  });

  it.each(['', 'a', 'Ab1!', 'abcdefgh1!', 'ABCDEFGH1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdef1!', 'Quest-Learn9'])(
    "'%s': the form accepts the password exactly when every rule is met",
    (password) => {
      const accepted = validateRegistration({ username: 'ada_l', email: 'ada@example.org', password, confirmPassword: password }).password === undefined;
      expect(accepted).toBe(passwordRuleChecks(password).every((check) => check.met));
    },
  );
});
