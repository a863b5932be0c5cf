import { validateLogin } from '../../domain/accounts/login-validation';
import { passwordChangeProblems } from '../../domain/accounts/password-change';
import { validateRegistration } from '../../domain/accounts/registration-validation';
import { fieldProblemMessage, fieldProblemMessages } from './field-problem-messages';

describe("the API's English words for field problems", () => {
  it.each([
    ['username', { code: 'required' }, 'Username is required'],
    ['email', { code: 'required' }, 'Email is required'],
    ['newPassword', { code: 'required' }, 'Password is required'],
    ['currentPassword', { code: 'required' }, 'Current password is required'],
    ['passwordConfirmation', { code: 'required' }, 'Password confirmation is required'],
    ['username', { code: 'tooShort', min: 3 }, 'At least 3 characters'],
    ['username', { code: 'tooLong', max: 30 }, 'At most 30 characters'],
    ['username', { code: 'usernameCharacters' }, 'Use only letters, digits, _ . and -'],
    ['email', { code: 'emailShape' }, 'Enter a valid email'],
    ['password', { code: 'needsCharacter', kind: 'uppercase' }, 'At least one uppercase letter'],
    ['password', { code: 'needsCharacter', kind: 'lowercase' }, 'At least one lowercase letter'],
    ['password', { code: 'needsCharacter', kind: 'digit' }, 'At least one number'],
    ['password', { code: 'needsCharacter', kind: 'special' }, 'At least one special character'],
    ['passwordConfirmation', { code: 'passwordsDiffer' }, 'Passwords do not match'],
    ['newPassword', { code: 'sameAsCurrentPassword' }, 'The new password must be different from the current one'],
    ['currentPassword', { code: 'currentPasswordWrong' }, 'Your current password is not correct'],
    ['code', { code: 'resetCodeInvalid' }, 'This reset code is not valid or has expired. Ask for a new one.'],
    ['userRole', { code: 'notOneOf', allowed: ['student', 'teacher', 'parent', 'sponsor'] }, 'Choose an account type: student, teacher, parent or sponsor'],
    ['pageSize', { code: 'tooSmall', min: 1 }, 'pageSize must be at least 1'],
  ] as const)('%s %j: "%s"', (field, problem, message) => {
    expect(fieldProblemMessage(field, problem)).toBe(message);
  });

  it("words every field of a domain rule's answer", () => {
    expect(fieldProblemMessages(validateRegistration({ username: 'ab', email: 'ada@', password: 'Ab1!', confirmPassword: 'x' }))).toEqual({
      username: 'At least 3 characters',
      email: 'Enter a valid email',
      password: 'At least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(fieldProblemMessages(passwordChangeProblems({ currentPassword: '', newPassword: '' }))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
    expect(fieldProblemMessages(validateLogin({ identifier: '', password: '' }))).toEqual({
      identifier: 'Email or username is required',
      password: 'Password is required',
    });
  });
});
