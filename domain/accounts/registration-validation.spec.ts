import { USER_ROLES, validateRegistration, type RegistrationInput } from './registration-validation';

const valid: RegistrationInput = {
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

describe('registration form rules (spec §5, first failing message per field)', () => {
  it('a complete, valid form has no problems', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it.each([
    ['username', '', 'Username is required'],
    ['username', '  ', 'Username is required'],
    ['username', 'ab', 'At least 3 characters'],
    ['email', '', 'Email is required'],
    ['email', 'ada@', 'Enter a valid email'],
    ['email', 'ada.example.com', 'Enter a valid email'],
    ['email', 'ada@example', 'Enter a valid email'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1!', 'At least 8 characters'],
    ['password', 'abcdefg1!', 'At least one uppercase letter'],
    ['password', 'ABCDEFG1!', 'At least one lowercase letter'],
    ['password', 'Abcdefgh!', 'At least one number'],
    ['password', 'Abcdefg12', 'At least one special character'],
  ] as const)('%s %j gives "%s"', (field, value, message) => {
    const input = { ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(validateRegistration(input)[field]).toBe(message);
  });

  it.each([
    ['', 'Password confirmation is required'],
    ['Secret#2027', 'Passwords do not match'],
  ])('confirmPassword %j gives "%s"', (confirmPassword, message) => {
    expect(validateRegistration({ ...valid, confirmPassword })).toEqual({ confirmPassword: message });
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
    ['username', 'a'.repeat(31), 'At most 30 characters'],
    ['username', 'ada lovelace', 'Use only letters, digits, _ . and -'],
    ['username', 'ada<script>', 'Use only letters, digits, _ . and -'],
    ['username', 'ada.l-2_x', undefined],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`, 'At most 254 characters'],
    ['firstName', 'A'.repeat(50), undefined],
    ['firstName', 'A'.repeat(51), 'At most 50 characters'],
    ['lastName', 'B'.repeat(51), 'At most 50 characters'],
    ['companyName', 'C'.repeat(100), undefined],
    ['companyName', 'C'.repeat(101), 'At most 100 characters'],
    ['contactPerson', 'D'.repeat(101), 'At most 100 characters'],
    ['userRole', 'admin', 'Choose an account type: student, teacher, parent or sponsor'],
    ['userRole', 'sponsor', undefined],
  ] as const)('%s of %j: %s', (field, value, message) => {
    expect(validateRegistration({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('a password is at most 128 characters', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(validateRegistration({ ...valid, password: long, confirmPassword: long }).password).toBe('At most 128 characters');
  });

  it('an unticked terms box is refused when the form sends it', () => {
    expect(validateRegistration({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'You must accept the terms' });
    expect(validateRegistration({ ...valid, acceptTerms: true })).toEqual({});
  });

  it('the four account types are student, teacher, parent and sponsor', () => {
    expect(USER_ROLES).toEqual(['student', 'teacher', 'parent', 'sponsor']);
  });
});
