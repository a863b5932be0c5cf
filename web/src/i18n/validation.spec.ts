import { describe, expect, it } from '@jest/globals';
import { validateLogin } from '../../../domain/accounts/login-validation';
import { passwordChangeProblems } from '../../../domain/accounts/password-change';
import { forgotPasswordProblems, passwordResetProblems } from '../../../domain/accounts/password-reset';
import { validateRegistration } from '../../../domain/accounts/registration-validation';
import type { FieldProblem } from '../../../domain/shared/field-problem';
import { problemText, problemTexts, serverFieldTexts, signInProblemTexts } from './validation';

describe('the words for field problems', () => {
  it.each<[string, FieldProblem, string]>([
    ['identifier', { code: 'required' }, 'Email or username is required'],
    ['username', { code: 'required' }, 'Username is required'],
    ['email', { code: 'required' }, 'Email is required'],
    ['password', { code: 'required' }, 'Password is required'],
    ['newPassword', { code: 'required' }, 'Password is required'],
    ['currentPassword', { code: 'required' }, 'Current password is required'],
    ['confirmPassword', { code: 'required' }, 'Password confirmation is required'],
    ['passwordConfirmation', { code: 'required' }, 'Password confirmation is required'],
    ['nickname', { code: 'required' }, 'This field is required'],
    ['username', { code: 'tooShort', min: 3 }, 'At least 3 characters'],
    ['password', { code: 'tooShort', min: 8 }, 'At least 8 characters'],
    ['username', { code: 'tooLong', max: 30 }, 'At most 30 characters'],
    ['password', { code: 'tooLong', max: 128 }, 'At most 128 characters'],
    ['username', { code: 'usernameCharacters' }, 'Use only letters, digits, _ . and -'],
    ['email', { code: 'emailShape' }, 'Enter a valid email'],
    ['password', { code: 'needsCharacter', kind: 'uppercase' }, 'At least one uppercase letter'],
    ['password', { code: 'needsCharacter', kind: 'lowercase' }, 'At least one lowercase letter'],
    ['password', { code: 'needsCharacter', kind: 'digit' }, 'At least one number'],
    ['password', { code: 'needsCharacter', kind: 'special' }, 'At least one special character'],
    ['confirmPassword', { code: 'passwordsDiffer' }, 'Passwords do not match'],
    ['acceptTerms', { code: 'termsNotAccepted' }, 'You must accept the terms'],
    ['newPassword', { code: 'sameAsCurrentPassword' }, 'The new password must be different from the current one'],
    ['currentPassword', { code: 'currentPasswordWrong' }, 'Your current password is not correct'],
    ['code', { code: 'resetCodeInvalid' }, 'This reset code is not valid or has expired. Ask for a new one.'],
    ['userRole', { code: 'notOneOf', allowed: ['student', 'teacher', 'parent', 'sponsor'] }, 'Choose an account type: student, teacher, parent or sponsor'],
    ['difficulty', { code: 'notOneOf', allowed: ['easy', 'hard'] }, 'Choose one of: easy, hard'],
    ['endDate', { code: 'endBeforeStart' }, 'The end cannot be before the start'],
  ])('%s %j reads "%s"', (field, problem, words) => {
    expect(problemText(field, problem)).toBe(words);
  });

  it("words each form's answers as the forms show them", () => {
    expect(signInProblemTexts(validateLogin({ identifier: 'ada', password: '12345' }))).toEqual({ password: 'Password must be at least 6 characters' });
    expect(signInProblemTexts(validateLogin({ identifier: '', password: '' }))).toEqual({
      identifier: 'Email or username is required',
      password: 'Password is required',
    });
    expect(problemTexts(validateRegistration({ username: '', email: 'ada@', password: 'abcdefg1!', confirmPassword: '', acceptTerms: false }))).toEqual({
      username: 'Username is required',
      email: 'Enter a valid email',
      password: 'At least one uppercase letter',
      confirmPassword: 'Password confirmation is required',
      acceptTerms: 'You must accept the terms',
    });
    expect(problemTexts(passwordResetProblems({ password: 'Ab1!', passwordConfirmation: 'Ab1?' }))).toEqual({
      password: 'At least 8 characters',
      passwordConfirmation: 'Passwords do not match',
    });
    expect(problemTexts(forgotPasswordProblems({ email: '' }))).toEqual({ email: 'Email is required' });
    expect(problemTexts(passwordChangeProblems({ currentPassword: 'Secret123!', newPassword: 'Secret123!' }))).toEqual({
      newPassword: 'The new password must be different from the current one',
    });
  });

  it("words a refusal's fields by their codes, and keeps the server's message for a code it does not know", () => {
    const unknown = { code: 'mustRhyme' } as unknown as FieldProblem;
    expect(
      serverFieldTexts(
        { currentPassword: { code: 'currentPasswordWrong' }, poem: unknown },
        { currentPassword: 'server words', poem: 'Must rhyme', other: 'Only a message' },
      ),
    ).toEqual({ currentPassword: 'Your current password is not correct', poem: 'Must rhyme', other: 'Only a message' });
    expect(serverFieldTexts(null, null)).toEqual({});
  });
});
