import { USER_ROLES, validateRegistration, type RegistrationInput } from './registration-validation';

const valid: RegistrationInput = {
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

describe('registration form rules (spec §5, first failing problem per field, as a code)', () => {
  it('a complete, valid form has no problems', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it.each([
    ['username', '', { code: 'required' }],
    ['username', '  ', { code: 'required' }],
    ['username', 'ab', { code: 'tooShort', min: 3 }],
    ['email', '', { code: 'required' }],
    ['email', 'ada@', { code: 'emailShape' }],
    ['email', 'ada.example.com', { code: 'emailShape' }],
    ['email', 'ada@example', { code: 'emailShape' }],
    ['password', '', { code: 'required' }],
    ['password', 'Ab1!', { code: 'tooShort', min: 8 }],
    ['password', 'abcdefg1!', { code: 'needsCharacter', kind: 'uppercase' }],
    ['password', 'ABCDEFG1!', { code: 'needsCharacter', kind: 'lowercase' }],
    ['password', 'Abcdefgh!', { code: 'needsCharacter', kind: 'digit' }],
    ['password', 'Abcdefg12', { code: 'needsCharacter', kind: 'special' }],
  ] as const)('%s %j gives %j', (field, value, problem) => {
    const input = { ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(validateRegistration(input)[field]).toEqual(problem);
  });

  it.each([
    ['', { code: 'required' }],
    ['Secret#2027', { code: 'passwordsDiffer' }],
  ])('confirmPassword %j gives %j', (confirmPassword, problem) => {
    expect(validateRegistration({ ...valid, confirmPassword })).toEqual({ confirmPassword: problem });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(validateRegistration({ username: '', email: '', password: '', confirmPassword: '' })).sort()).toEqual(
      ['confirmPassword', 'email', 'password', 'username'],
    );
  });

  it('names and company fields are optional', () => {
    expect(validateRegistration({ ...valid, firstName: '', lastName: undefined, companyName: '', contactPerson: '' })).toEqual({});
  });
});

describe('server-side limits the spec leaves open', () => {
  it.each([
    ['username', 'a'.repeat(30), undefined],
    ['username', 'a'.repeat(31), { code: 'tooLong', max: 30 }],
    ['username', 'ada lovelace', { code: 'usernameCharacters' }],
    ['username', 'ada<script>', { code: 'usernameCharacters' }],
    ['username', 'ada.l-2_x', undefined],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`, { code: 'tooLong', max: 254 }],
    ['firstName', 'A'.repeat(50), undefined],
    ['firstName', 'A'.repeat(51), { code: 'tooLong', max: 50 }],
    ['lastName', 'B'.repeat(51), { code: 'tooLong', max: 50 }],
    ['companyName', 'C'.repeat(100), undefined],
    ['companyName', 'C'.repeat(101), { code: 'tooLong', max: 100 }],
    ['contactPerson', 'D'.repeat(101), { code: 'tooLong', max: 100 }],
    ['userRole', 'admin', { code: 'notOneOf', allowed: ['student', 'teacher', 'parent', 'sponsor'] }],
    ['userRole', 'sponsor', undefined],
  ] as const)('%s of %j: %j', (field, value, problem) => {
    expect(validateRegistration({ ...valid, [field]: value })[field]).toEqual(problem);
  });

  it('a password is at most 128 characters', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(validateRegistration({ ...valid, password: long, confirmPassword: long }).password).toEqual({ code: 'tooLong', max: 128 });
  });

  it('an unticked terms box is refused when the form sends it', () => {
    expect(validateRegistration({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: { code: 'termsNotAccepted' } });
    expect(validateRegistration({ ...valid, acceptTerms: true })).toEqual({});
  });

  it('the four account types are student, teacher, parent and sponsor', () => {
    expect(USER_ROLES).toEqual(['student', 'teacher', 'parent', 'sponsor']);
  });
});
